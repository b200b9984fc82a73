import { useEffect, useState } from 'react';

export type Loaded<T> = { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; data: T };

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and keeps only the latest answer, so a
 * slow answer for an earlier choice never overwrites the current one.
 */
export const useLoad = <T,>(key: string | null, load: () => Promise<T>): Loaded<T> => {
  const [state, setState] = useState<Loaded<T>>({ status: 'idle' });
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'loaded', data }),
      () => live && setState({ status: 'failed' }),
    );
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
};
