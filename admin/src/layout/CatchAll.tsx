import { Navigate } from 'react-router-dom';
import { adminPath } from './AdminLink';

/**
 * Unknown paths redirect to /login (spec section 2). A known screen the user's roles do not open
 * never reaches here: the layout's guard shows the not-allowed page (ScreenGuard.tsx).
 */
export const CatchAll = () => <Navigate to={adminPath('/login')} replace />;
