import { Navigate } from 'react-router-dom';
import { adminPath } from './AdminLink';

/**
 * Unknown paths, and pages of resources the user's roles do not register, redirect to /login
 * (spec sections 2 and 6).
 */
export const CatchAll = () => <Navigate to={adminPath('/login')} replace />;
