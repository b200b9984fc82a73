import ManageHistoryIcon from '@mui/icons-material/ManageHistory';

import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const VinLogList = lazyPage(() => import('./VinLogList'), 'VinLogList');

/** The resource `vin-logger` (GET /api/vin-logger); its view is the custom route vin-logger-view/:id. */
export const vinLogger = { list: VinLogList, icon: ManageHistoryIcon, recordRepresentation: 'vin' };
export const VinLogShow = lazyPage(() => import('./VinLogShow'), 'VinLogShow');
