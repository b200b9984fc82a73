import { useCallback } from 'react';
import { CircularProgress, Stack, Typography } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AdminLink } from '../layout/AdminLink';
import { MessageAlert } from '../layout/FormFeedback';
import { PublicLayout } from '../layout/PublicLayout';
import { useOneShotRequest } from '../layout/useOneShotRequest';
import { dataProvider } from '../providers/dataProvider';

const VerifyToken = ({ token }: { token: string }) => {
  const translate = useTranslate();
  const request = useCallback(() => dataProvider.validateEmail(token), [token]);
  const state = useOneShotRequest(request);

  if (state.status === 'pending') {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{translate('portal.validate_email.validating')}</Typography>
      </Stack>
    );
  }
  if (state.status === 'failed') return <MessageAlert message={state.error} />;
  return <MessageAlert severity="success" message="portal.validate_email.success" />;
};

/** /validate-email?token=...: confirms the address from the verification email. */
export const ValidateEmailPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <PublicLayout title="portal.validate_email.title" icon={<MarkEmailReadIcon color="primary" />}>
      {token ? <VerifyToken token={token} /> : <MessageAlert message="portal.validate_email.missing_token" />}
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <AdminLink to="/login">{translate('portal.validate_email.go_to_login')}</AdminLink>
      </Stack>
    </PublicLayout>
  );
};
