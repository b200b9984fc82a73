import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { errorMessage } from '../shared/errors';

/**
 * Runs a pre-order command (ask, answer) with a busy flag: success shows `done` and refreshes the
 * requests list; a refusal shows the server's message and keeps what was typed.
 */
export const usePreOrderCommand = (done: string) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (command: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await command();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
