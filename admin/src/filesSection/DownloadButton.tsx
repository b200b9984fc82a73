import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { filesApi } from './filesApi';
import { useMayOpen } from '../roles/useMayOpen';

/** Downloads a file by the URL the API gave; the click does not open the row under it. */
export const DownloadButton = ({ url, name, label = 'files_section.list.download' }: { url: string; name: string; label?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const mayDownload = useMayOpen()({ permission: 'downloads.download_files' });
  const download = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      await filesApi.download(url, name);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (!mayDownload) return null; // a sub-user without "download files" (issue 13)
  return (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton size="small" onClick={download} disabled={busy} aria-label={translate(label)}>
          <DownloadIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
