import { useState } from 'react';
import { useNotify } from 'react-admin';
import { saveBlob } from './download';
import { errorMessage } from './errors';

/**
 * Downloads a stored file by its SHA-256 through `fetchFile` (a route the server authorises and
 * logs) and saves it under its name. `busy` is the hash being fetched, so that file's button waits;
 * a refusal shows as an error notice.
 */
export const useFileDownload = (fetchFile: (sha256: string) => Promise<Blob>) => {
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const download = (sha256: string, name: string) => {
    setBusy(sha256);
    fetchFile(sha256)
      .then((blob) => saveBlob(blob, name), (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => setBusy(null));
  };
  return { busy, download };
};
