import { useState } from 'react';
import { errorCode, errorMessage } from '../shared/errors';

/** Runs a form's request, keeping its pending flag, the error text to show and its code. */
export const useSubmission = <Values>(action: (values: Values) => Promise<void>) => {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState<string | undefined>(undefined);

  const submit = async (values: Record<string, unknown>) => {
    setPending(true);
    setError(null);
    setCode(undefined);
    try {
      await action(values as Values);
    } catch (failure) {
      setError(errorMessage(failure));
      setCode(errorCode(failure));
    } finally {
      setPending(false);
    }
  };

  return { pending, error, code, submit };
};
