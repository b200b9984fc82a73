import { Route } from 'react-router-dom';
import StarIcon from '@mui/icons-material/Star';
import type { Role } from '../constants';
import { MenuLink } from '../layout/MenuLink';
import { lazyPage } from '../shared/lazyPage';

const FeedbackPage = lazyPage(() => import('./FeedbackPage'), 'FeedbackPage');

export { LeaveFeedbackButton } from './LeaveFeedbackButton';
export { RateServiceButton } from './RateServiceButton';

/** feedback/index: the Admin, and Support may view it (spec section 6). */
export const FEEDBACK_VIEWERS: readonly Role[] = ['Admin', 'Support'];

export const feedbackRoutes = (roles: Role[]) => (roles.some((role) => FEEDBACK_VIEWERS.includes(role)) ? <Route path="/feedback" element={<FeedbackPage />} /> : null);

export const FeedbackMenuItem = () => <MenuLink path="/feedback" label="feedback.menu" icon={<StarIcon />} roles={FEEDBACK_VIEWERS} />;
