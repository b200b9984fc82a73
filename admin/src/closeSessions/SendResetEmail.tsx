import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MessageAlert } from '../layout/FormFeedback';
import { useSubmission } from '../layout/useSubmission';
import { dataProvider } from '../providers/dataProvider';

/** Sends a password-reset email to the address returned by /api/close-sessions. */
export const SendResetEmail = ({ email }: { email: string }) => {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const { pending, error, submit } = useSubmission(async () => {
    await dataProvider.recoverPassword(email);
    setSent(true);
  });

  if (sent) {
    return <MessageAlert severity="success" message={translate('portal.close_sessions.reset_sent', { email })} />;
  }
  return (
    <>
      <MessageAlert message={error} />
      <Button variant="contained" fullWidth onClick={() => submit({})} disabled={pending}>
        {translate('portal.close_sessions.send_reset')}
      </Button>
    </>
  );
};
