import { useCallback } from 'react';
import { CircularProgress, Stack, Typography } from '@mui/material';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AdminLink } from '../layout/AdminLink';
import { MessageAlert } from '../layout/FormFeedback';
import { PublicLayout } from '../layout/PublicLayout';
import { useOneShotRequest } from '../layout/useOneShotRequest';
import { dataProvider } from '../providers/dataProvider';
import { SendResetEmail } from './SendResetEmail';

/** /close-sessions/:token: revokes every session, then offers a password-reset email. */
export const CloseSessionsPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const request = useCallback(() => dataProvider.closeSessions(token), [token]);
  const state = useOneShotRequest(request);

  return (
    <PublicLayout title="portal.close_sessions.title" icon={<GppMaybeIcon color="primary" />}>
      {state.status === 'pending' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate('portal.close_sessions.closing')}</Typography>
        </Stack>
      )}
      {state.status === 'failed' && <MessageAlert message={state.error} />}
      {state.status === 'done' && (
        <>
          <MessageAlert severity="success" message="portal.close_sessions.closed" />
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('portal.close_sessions.advice', { email: state.result.email })}
          </Typography>
          <SendResetEmail email={state.result.email} />
        </>
      )}
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <AdminLink to="/login">{translate('portal.close_sessions.go_to_login')}</AdminLink>
      </Stack>
    </PublicLayout>
  );
};
