import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../shared/errors';

type OneShot<T> = { status: 'pending' } | { status: 'done'; result: T } | { status: 'failed'; error: string };

/**
 * Sends a request once when the page opens. Links such as /validate-email are single-use, so a
 * second call (React StrictMode runs effects twice in development) would turn success into an error.
 */
export const useOneShotRequest = <T>(request: () => Promise<T>): OneShot<T> => {
  const [state, setState] = useState<OneShot<T>>({ status: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    request()
      .then((result) => setState({ status: 'done', result }))
      .catch((failure: unknown) => setState({ status: 'failed', error: errorMessage(failure) }));
  }, [request]);

  return state;
};
