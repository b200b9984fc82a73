import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { VinLogList } from './VinLogList';

export { VinLogShow } from './VinLogShow';

/** The resource `vin-logger` (GET /api/vin-logger); its view is the custom route vin-logger-view/:id. */
export const vinLogger = { list: VinLogList, icon: ManageHistoryIcon, recordRepresentation: 'vin' };
