import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { dataProvider } from '../providers/dataProvider';

/** Offered after "Email not verified": posts /api/auth/resend-verification. */
export const ResendVerification = ({ email }: { email: string }) => {
  const translate = useTranslate();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [answer, setAnswer] = useState('portal.login.verification_sent');
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setState('sending');
    setError(null);
    try {
      const { code } = await dataProvider.resendVerification(email);
      setAnswer(code === 'ALREADY_VERIFIED' ? 'portal.server.already_verified' : 'portal.login.verification_sent');
      setState('sent');
    } catch (failure) {
      setError(errorMessage(failure));
      setState('idle');
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      {state === 'sent' ? (
        <Typography variant="body2">{translate(answer)}</Typography>
      ) : (
        <Button size="small" variant="outlined" color="inherit" onClick={resend} disabled={state === 'sending'}>
          {translate('portal.login.resend_verification')}
        </Button>
      )}
      {error && <Typography variant="body2">{translate(error, { _: error })}</Typography>}
    </Box>
  );
};
