import EventBusyIcon from '@mui/icons-material/EventBusy';
import { adminPath } from '../layout/AdminLink';
import { MenuEntry } from '../layout/MenuEntry';
import { useRoles } from '../roles/useMayOpen';

/** The administrators' entry to the support closed dates. */
export const SupportHoursMenuItem = () => {
  if (!useRoles()?.includes('Admin')) return null;
  return <MenuEntry to={adminPath('/support-calendar')} label="support_hours.admin.menu" icon={<EventBusyIcon />} />;
};
