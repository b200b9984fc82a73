import { Menu, usePermissions } from 'react-admin';
import JoinInnerIcon from '@mui/icons-material/JoinInner';
import type { Role } from '../constants';
import { adminPath } from '../layout/AdminLink';

/** Sidebar entry of the combos screen, for administrators only (the route exists only for them). */
export const CombosMenuItem = () => {
  const { permissions } = usePermissions<Role[]>();
  return permissions?.includes('Admin') ? <Menu.Item to={adminPath('/vehicles-combos')} primaryText="combos.menu" leftIcon={<JoinInnerIcon />} /> : null;
};
