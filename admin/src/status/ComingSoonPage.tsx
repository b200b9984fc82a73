import UpcomingIcon from '@mui/icons-material/Upcoming';
import { StatusPage } from './StatusPage';

/** /coming-soon */
export const ComingSoonPage = () => <StatusPage prefix="portal.coming_soon" icon={<UpcomingIcon color="primary" />} />;
