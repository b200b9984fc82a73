import { useState } from 'react';
import { errorMessageKey } from '../i18n/serverMessages';

/** Runs a form's request, keeping its pending flag and the error message key to show. */
export const useSubmission = <Values>(action: (values: Values) => Promise<void>) => {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setPending(true);
    setError(null);
    try {
      await action(values as Values);
    } catch (failure) {
      setError(errorMessageKey(failure));
    } finally {
      setPending(false);
    }
  };

  return { pending, error, submit };
};
