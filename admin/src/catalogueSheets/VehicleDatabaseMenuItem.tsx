import StorageIcon from '@mui/icons-material/Storage';
import { Menu } from 'react-admin';
import { adminPath } from '../layout/AdminLink';

/** The sidebar entry of /database (a custom route; layout/AdminMenuItems shows it to administrators). */
export const VehicleDatabaseMenuItem = () => <Menu.Item to={adminPath('/database')} primaryText="vehicle_database.menu" leftIcon={<StorageIcon />} />;
