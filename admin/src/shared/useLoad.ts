import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorMessage } from './errors';

export interface Loaded<T> {
  data: T | undefined;
  /** The text of the failure (already in the user's language), if any. */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * The one way a page loads data outside react-admin's list/show controllers: runs `load` with the
 * dataProvider of useDataProvider whenever `key` changes (null: nothing to load) and on reload, so
 * a 401/403 anywhere ends the session and a 404 shows the not-found page (authProvider.checkError,
 * spec section 8). Only the latest answer is kept: a slow answer for an earlier key never
 * overwrites the current one.
 */
export const useLoad = <T,>(key: string | null, load: (dataProvider: PortalDataProvider) => Promise<T>): Loaded<T> => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (key === null) {
      setData(undefined);
      setError(null);
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    setError(null);
    load(dataProvider)
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading, reload };
};
