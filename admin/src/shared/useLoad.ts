import { useCallback, useContext, useEffect, useState } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorMessage } from './errors';
import { markPageLoad } from './pageLoad';

export interface Loaded<T> {
  data: T | undefined;
  /** The text of the failure (already in the user's language), if any. */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * The one way a page loads data outside react-admin's list/show controllers: runs `load` with the
 * dataProvider whenever `key` changes (null: nothing to load) and on reload. A failure goes through
 * authProvider.checkError as useDataProvider would send it, marked first as a page load: a 401
 * ends the session, a 403 shows the not-allowed page and a 404 the not-found page (spec section 8),
 * while a command's 403 or 404 elsewhere stays a message on the page (shared/pageLoad.ts). Only the latest answer is kept: a
 * slow answer for an earlier key never overwrites the current one. `errorText` words a failure (a
 * screen that builds its requests itself, like the order screen, passes screenErrorText).
 */
export const useLoad = <T,>(key: string | null, load: (dataProvider: PortalDataProvider) => Promise<T>, errorText: (failure: unknown) => string = errorMessage): Loaded<T> => {
  // The provider itself, not useDataProvider's proxy: the proxy asks checkError before this hook
  // could mark the failure as a page load.
  const dataProvider = useContext(DataProviderContext) as unknown as PortalDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
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
      .catch(async (failure: unknown) => {
        const leaving = await logoutIfAccessDenied(markPageLoad(failure));
        if (live && !leaving) setError(errorText(failure));
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
