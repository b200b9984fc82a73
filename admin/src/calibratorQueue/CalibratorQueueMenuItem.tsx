import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { MenuLink } from '../layout/MenuLink';

/** "Files to tune" for Admin and Calibrator. */
export const CalibratorQueueMenuItem = () => <MenuLink path="/files/orders" label="calibrator_queue.menu" icon={<AssignmentIndIcon />} />;
