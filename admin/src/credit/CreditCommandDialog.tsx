import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useRefreshBalance } from './balance/useRefreshBalance';
import { errorMessage } from '../shared/errors';
import { MessageAlert } from '../layout/FormFeedback';

interface CreditCommandDialogProps<Values> {
  open: boolean;
  onClose: () => void;
  /** Translation keys. */
  title: string;
  submitLabel: string;
  /** The button that closes without sending; default "Cancel" (a dialog that cancels says "Keep the order"). */
  closeLabel?: string;
  successMessage: string;
  defaultValues?: Record<string, unknown>;
  /** Sends the command (with its Idempotency-Key); rejects with the server's message. */
  send: (values: Values) => Promise<unknown>;
  children: ReactNode;
}

/**
 * A credit command form in a dialog. The dialog is the confirmation: the person opened it, filled
 * it and pressed its button, so it sends at once (a second "Are you sure?" on top of it asked twice
 * for one action) and waits for the server (pessimistic); the server's refusal is shown in the
 * dialog, success refreshes the balance and, through it, the open credit screens.
 */
export const CreditCommandDialog = <Values extends Record<string, unknown>>(props: CreditCommandDialogProps<Values>) => {
  const { open, onClose, title, submitLabel, closeLabel = 'ra.action.cancel', successMessage, defaultValues, send, children } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const refreshBalance = useRefreshBalance();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async (values: Values) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await send(values);
      notify(successMessage, { type: 'success' });
      await refreshBalance(true);
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="credit-command-title">
      <Form onSubmit={(values: Record<string, unknown>) => submit(values as Values)} defaultValues={defaultValues} noValidate>
        <DialogTitle id="credit-command-title">{translate(title)}</DialogTitle>
        <DialogContent>
          <MessageAlert message={error} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {translate(closeLabel)}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate(submitLabel)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
