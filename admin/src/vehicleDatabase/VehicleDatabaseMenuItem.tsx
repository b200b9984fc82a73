import StorageIcon from '@mui/icons-material/Storage';
import { Menu, usePermissions } from 'react-admin';
import type { Role } from '../constants';
import { adminPath } from '../layout/AdminLink';

/** The sidebar entry of /database, for administrators only (spec section 6). */
export const VehicleDatabaseMenuItem = () => {
  const { permissions } = usePermissions<Role[]>();
  if (!permissions?.includes('Admin')) return null;
  return <Menu.Item to={adminPath('/database')} primaryText="vehicle_database.menu" leftIcon={<StorageIcon />} />;
};
