import HistoryIcon from '@mui/icons-material/History';

export { previousOrderCommands } from './importApi';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const PreviousOrderList = lazyPage(() => import('./PreviousOrderList'), 'PreviousOrderList');
const PreviousOrderShow = lazyPage(() => import('./PreviousOrderShow'), 'PreviousOrderShow');

/** The resource `previous-orders` (Admin); its import is the custom route previous-orders/import. */
export const previousOrders = { list: PreviousOrderList, show: PreviousOrderShow, icon: HistoryIcon, recordRepresentation: 'id' };
export const PreviousOrdersImportPage = lazyPage(() => import('./PreviousOrdersImportPage'), 'PreviousOrdersImportPage');
