import { Alert, Button, CircularProgress, type AlertColor } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A message key (often a server text turned into a key) shown as an alert; nothing when null. */
export const MessageAlert = ({ message, severity = 'error' }: { message: string | null; severity?: AlertColor }) => {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Alert severity={severity} sx={{ mb: 2 }} role={severity === 'error' ? 'alert' : 'status'}>
      {translate(message, { _: message })}
    </Alert>
  );
};

/** The submit button of the public forms, with a spinner while the request runs. */
export const SubmitButton = ({ label, pending }: { label: string; pending: boolean }) => {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
      {pending ? <CircularProgress size={24} color="inherit" aria-label={translate('ra.message.loading')} /> : translate(label)}
    </Button>
  );
};
