import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { fetchFile, saveBlob } from '../../shared/download';
import { errorMessage } from '../../shared/errors';

const EXPORT_URL = '/api/credit/admin-history/export';
const LABEL = 'credit.admin_history.export';

/** Downloads the filtered journal as CSV (GET /api/credit/admin-history/export). */
export const ExportCsvButton = () => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const exportCsv = async () => {
    setPending(true);
    try {
      const blob = await fetchFile(`${EXPORT_URL}?filter=${encodeURIComponent(JSON.stringify(filterValues ?? {}))}`);
      saveBlob(blob, 'credit-movements.csv');
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  // On a phone react-admin's Button names a disabled icon button by nothing (its tooltip is left off): while the file comes, ours keeps its name.
  return <Button label={LABEL} aria-label={translate(LABEL)} onClick={exportCsv} disabled={pending}><DownloadIcon /></Button>;
};
