import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AdminLink } from '../layout/AdminLink';
import { storage } from '../providers/storage';

/** The login page stays reachable when signed in (spec: unknown paths go to /login); offer the way back. */
export const SignedInNotice = () => {
  const translate = useTranslate();
  const user = storage.getToken() ? storage.getUser() : null;
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('portal.login.signed_in_as', { name })}{' '}
      <AdminLink to="/dashboard">{translate('portal.login.go_to_dashboard')}</AdminLink>
    </Alert>
  );
};
