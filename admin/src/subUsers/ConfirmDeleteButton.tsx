import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errors';

interface ConfirmDeleteButtonProps {
  /** Translation keys; `args` fill the title's placeholders. */
  label: string;
  title: string;
  content: string;
  args: Record<string, string>;
  done: string;
  run: () => Promise<unknown>;
  onDone: () => void;
}

/** Delete behind a confirmation; the server's refusal (e.g. a set still in use) is shown as it says it. */
export const ConfirmDeleteButton = ({ label, title, content, args, done, run, onDone }: ConfirmDeleteButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await run();
      notify(done, { type: 'success' });
      onDone();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={pending} onClick={() => setOpen(true)}>{translate(label)}</Button>
      <Confirm isOpen={open} loading={pending} title={title} titleTranslateOptions={args} content={content} onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
};
