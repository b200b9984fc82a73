import { Route } from 'react-router-dom';
import StarIcon from '@mui/icons-material/Star';
import { MenuLink } from '../layout/MenuLink';
import { lazyPage } from '../shared/lazyPage';

const FeedbackPage = lazyPage(() => import('./FeedbackPage'), 'FeedbackPage');

export { LeaveFeedbackButton } from './LeaveFeedbackButton';
export { RateServiceButton } from './RateServiceButton';

/** feedback/index: the Admin, and Support may view it (spec section 6; events/access/screens.ts). */
export const feedbackRoutes = <Route path="/feedback" element={<FeedbackPage />} />;

export const FeedbackMenuItem = () => <MenuLink path="/feedback" label="feedback.menu" icon={<StarIcon />} />;
