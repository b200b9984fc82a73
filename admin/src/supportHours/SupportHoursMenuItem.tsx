import { Menu, usePermissions } from 'react-admin';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { Role } from '../constants';
import { adminPath } from '../layout/AdminLink';

/** The administrators' entry to the support closed dates. */
export const SupportHoursMenuItem = () => {
  const { permissions } = usePermissions<Role[]>();
  if (!permissions?.includes('Admin')) return null;
  return <Menu.Item to={adminPath('/support-calendar')} primaryText="support_hours.admin.menu" leftIcon={<EventBusyIcon />} />;
};
