import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from './errors';

/**
 * One command of a page, pessimistic: `busy` while it runs, the success message (a translation key)
 * or the server's refusal as a notification; answers the result, or null when it was refused.
 */
export const useCommand = () => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async <T,>(action: () => Promise<T>, success: string | ((result: T) => string), messageArgs?: Record<string, unknown>): Promise<T | null> => {
    setBusy(true);
    try {
      const result = await action();
      notify(typeof success === 'string' ? success : success(result), { type: 'success', messageArgs });
      return result;
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
