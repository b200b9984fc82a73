import { Alert, Stack } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useTranslate } from 'react-admin';
import { AdminLink } from '../layout/AdminLink';
import { PublicLayout } from '../layout/PublicLayout';

/** Shown after a successful registration: the verification email is on its way. */
export const RegistrationSent = ({ email }: { email: string }) => {
  const translate = useTranslate();
  return (
    <PublicLayout title="portal.register.success_title" icon={<MarkEmailReadIcon color="primary" />}>
      <Alert severity="success" role="status">
        {translate('portal.register.success_text', { email })}
      </Alert>
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <AdminLink to="/login">{translate('portal.register.back_to_login')}</AdminLink>
      </Stack>
    </PublicLayout>
  );
};
