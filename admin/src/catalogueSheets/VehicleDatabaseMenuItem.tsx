import StorageIcon from '@mui/icons-material/Storage';
import { adminPath } from '../layout/AdminLink';
import { MenuEntry } from '../layout/MenuEntry';

/** The sidebar entry of /database (a custom route; layout/AdminMenuItems shows it to administrators). */
export const VehicleDatabaseMenuItem = () => <MenuEntry to={adminPath('/database')} label="vehicle_database.menu" icon={<StorageIcon />} />;
