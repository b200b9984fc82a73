import { Alert, Stack, Typography } from '@mui/material';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { Form, TextInput, useAuthState, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { TWO_FACTOR_CODE_LENGTH } from '../constants';
import { AdminLink } from '../layout/AdminLink';
import { MessageAlert, SubmitButton } from '../layout/FormFeedback';
import { PublicLayout } from '../layout/PublicLayout';
import { useSubmission } from '../layout/useSubmission';
import { authProvider } from '../providers/authProvider';
import { storage } from '../providers/storage';
import { isRequired, isTwoFactorCode } from '../validation/validators';

/** /two-factor: the step after login for users with two-factor set (posts /api/auth/two-factor). */
export const TwoFactorPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // This page lives inside react-admin's routes, whose cached "not signed in" state must be refreshed
  // before leaving it; useLogin does not refresh it.
  const { refetch: refetchAuth } = useAuthState();
  const { refetch: refetchPermissions } = usePermissions();
  const hasPendingSignin = storage.getTwoFactorToken() !== null;
  const { pending, error, submit } = useSubmission(async ({ code }: { code: string }) => {
    const { redirectTo } = await authProvider.login({ code: code.trim() });
    await Promise.all([refetchAuth(), refetchPermissions()]);
    navigate(redirectTo);
  });

  return (
    <PublicLayout title="portal.two_factor.title" icon={<PhonelinkLockIcon color="primary" />}>
      {hasPendingSignin ? (
        <Form onSubmit={submit} noValidate>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('portal.two_factor.help')}
          </Typography>
          <TextInput
            source="code"
            label="portal.two_factor.code"
            validate={[isRequired, isTwoFactorCode]}
            autoComplete="one-time-code"
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TWO_FACTOR_CODE_LENGTH } }}
          />
          <MessageAlert message={error} />
          <SubmitButton label="portal.two_factor.verify" pending={pending} />
        </Form>
      ) : (
        <Alert severity="warning">{translate('portal.two_factor.missing_token')}</Alert>
      )}
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <AdminLink to="/login">{translate('portal.two_factor.back_to_login')}</AdminLink>
      </Stack>
    </PublicLayout>
  );
};
