import { Menu, usePermissions } from 'react-admin';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import type { Role } from '../constants';
import { adminPath } from '../layout/AdminLink';
import { QUEUE_ROLES } from './routes';

/** "Files to tune" for Admin and Calibrator. */
export const CalibratorQueueMenuItem = () => {
  const { permissions } = usePermissions<Role[]>();
  if (!(permissions ?? []).some((role) => QUEUE_ROLES.includes(role))) return null;
  return <Menu.Item to={adminPath('/files/orders')} primaryText="calibrator_queue.menu" leftIcon={<AssignmentIndIcon />} />;
};
