import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from './errors';

export interface Loaded<T> {
  data: T | undefined;
  /** The translation key of the failure, if any. */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs a read command of the typed dataProvider when `key` changes (and on reload). Pass a call made
 * through useDataProvider, so 401/403 answers still end the session as everywhere else.
 */
export const useLoad = <T>(load: (() => Promise<T>) | null, key: string): Loaded<T> => {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(load !== null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!load) return;
    let live = true;
    setLoading(true);
    load()
      .then((answer) => {
        if (!live) return;
        setData(answer);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (live) setError(errorMessage(failure));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
    // `load` is a new closure on every render; `key` names what it loads.
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading, reload };
};
