import { useState, type ReactElement } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from './errors';

interface ConfirmedActionButtonProps {
  /** Translation keys. */
  label: string;
  successMessage?: string;
  icon?: ReactElement;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
  /** The confirmation's title (the label when left out, with `titleArgs`) and text. */
  confirmTitle?: string;
  titleArgs?: Record<string, string>;
  confirmContent?: string;
  /** Sends the command (with its Idempotency-Key); rejects with the server's message. */
  run: () => Promise<unknown>;
  /** After a success, e.g. reloading what the command changed. */
  onDone?: () => unknown;
}

/** A one-click command behind "Are you sure you want to perform this action?". */
export const ConfirmedActionButton = ({ label, successMessage, icon, variant = 'contained', color = 'primary', size, confirmTitle, titleArgs, confirmContent = 'credit.confirm.text', run, onDone }: ConfirmedActionButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await run();
      if (successMessage) notify(successMessage, { type: 'success' });
      await onDone?.();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button variant={variant} color={color} size={size} startIcon={icon} disabled={pending} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <Confirm isOpen={open} loading={pending} title={confirmTitle ?? label} titleTranslateOptions={titleArgs} content={confirmContent} confirm="credit.confirm.yes" onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
};
