import { useEffect, useState } from 'react';
import { errorMessage } from '../shared/errors';

/** Loads a PDF as a Blob and answers an object URL for an embedded viewer (revoked on unmount). */
export const usePdfUrl = (load: (() => Promise<Blob>) | null, key: string) => {
  const [state, setState] = useState<{ url: string | null; blob: Blob | null; error: string | null }>({ url: null, blob: null, error: null });
  useEffect(() => {
    if (!load) return;
    let live = true;
    let url: string | null = null;
    load()
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ url, blob, error: null });
      })
      .catch((failure: unknown) => {
        if (live) setState({ url: null, blob: null, error: errorMessage(failure) });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
    // `load` is a new closure on every render; `key` names the document.
  }, [key]);
  return state;
};
