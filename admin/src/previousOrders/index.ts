import HistoryIcon from '@mui/icons-material/History';
import { PreviousOrderList } from './PreviousOrderList';
import { PreviousOrderShow } from './PreviousOrderShow';

export { PreviousOrdersImportPage } from './PreviousOrdersImportPage';
export { previousOrderCommands } from './importApi';

/** The resource `previous-orders` (Admin); its import is the custom route previous-orders/import. */
export const previousOrders = { list: PreviousOrderList, show: PreviousOrderShow, icon: HistoryIcon, recordRepresentation: 'id' };
