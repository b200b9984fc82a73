import { useState, type ReactElement } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from './errors';
import { useRefreshBalance } from '../credit/balance/useRefreshBalance';

interface ConfirmedActionButtonProps {
  /** Translation keys. */
  label: string;
  successMessage?: string;
  icon?: ReactElement;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  /** Sends the command (with its Idempotency-Key); rejects with the server's message. */
  run: () => Promise<unknown>;
}

/** A one-click credit command behind "Are you sure you want to perform this action?". */
export const ConfirmedActionButton = ({ label, successMessage, icon, variant = 'contained', color = 'primary', run }: ConfirmedActionButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshBalance = useRefreshBalance();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await run();
      if (successMessage) notify(successMessage, { type: 'success' });
      await refreshBalance(true);
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button variant={variant} color={color} startIcon={icon} disabled={pending} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <Confirm isOpen={open} loading={pending} title={label} content="credit.confirm.text" confirm="credit.confirm.yes" onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
};
