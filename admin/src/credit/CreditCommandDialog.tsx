import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Confirm, Form, useNotify, useTranslate } from 'react-admin';
import { useRefreshBalance } from './balance/useRefreshBalance';
import { errorMessage } from '../shared/errors';
import { MessageAlert } from '../layout/FormFeedback';

interface CreditCommandDialogProps<Values> {
  open: boolean;
  onClose: () => void;
  /** Translation keys. */
  title: string;
  submitLabel: string;
  successMessage: string;
  defaultValues?: Record<string, unknown>;
  /** Sends the command (with its Idempotency-Key); rejects with the server's message. */
  send: (values: Values) => Promise<unknown>;
  children: ReactNode;
}

/**
 * A credit command form in a dialog: on submit it asks "Are you sure you want to perform this
 * action?", then sends and waits for the server (pessimistic); the server's refusal is shown in the
 * dialog, success refreshes the balance and, through it, the open credit screens.
 */
export const CreditCommandDialog = <Values extends Record<string, unknown>>(props: CreditCommandDialogProps<Values>) => {
  const { open, onClose, title, submitLabel, successMessage, defaultValues, send, children } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const refreshBalance = useRefreshBalance();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    setConfirming(null);
    onClose();
  };

  const confirm = async () => {
    if (!confirming) return;
    setPending(true);
    setError(null);
    try {
      await send(confirming);
      notify(successMessage, { type: 'success' });
      await refreshBalance(true);
      close();
    } catch (failure) {
      setError(errorMessage(failure));
      setConfirming(null);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="credit-command-title">
      <Form onSubmit={(values: Record<string, unknown>) => setConfirming(values as Values)} defaultValues={defaultValues} noValidate>
        <DialogTitle id="credit-command-title">{translate(title)}</DialogTitle>
        <DialogContent>
          <MessageAlert message={error} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate(submitLabel)}
          </Button>
        </DialogActions>
      </Form>
      <Confirm
        isOpen={confirming !== null}
        loading={pending}
        title={title}
        content="credit.confirm.text"
        confirm="credit.confirm.yes"
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </Dialog>
  );
};
