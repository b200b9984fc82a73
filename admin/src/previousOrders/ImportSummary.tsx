import { Alert, Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportReport } from './types';

/** What the check or the import found: new, updated, unchanged and faulty rows. */
export const ImportSummary = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  const changed = report.imported + report.updated;
  const severity = report.errors > 0 ? 'warning' : report.dryRun ? 'info' : 'success';
  const text = report.dryRun
    ? translate('previous_orders.import.previewed')
    : changed > 0
      ? translate('previous_orders.import.done', { smart_count: changed })
      : translate('previous_orders.import.nothing_changed');
  return (
    <Stack spacing={1}>
      <Alert severity={severity} role="status">
        {text}
        {report.errors > 0 && ` ${translate('previous_orders.import.fix_errors')}`}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Chip color="success" variant="outlined" label={translate('previous_orders.import.count_imported', { smart_count: report.imported })} />
        <Chip color="info" variant="outlined" label={translate('previous_orders.import.count_updated', { smart_count: report.updated })} />
        <Chip variant="outlined" label={translate('previous_orders.import.count_unchanged', { smart_count: report.unchanged })} />
        <Chip color="error" variant="outlined" label={translate('previous_orders.import.count_errors', { smart_count: report.errors })} />
      </Stack>
      {report.rowsLeftOut > 0 && (
        <Alert severity="info">{translate('previous_orders.import.rows_left_out', { shown: report.rows.length, count: report.rows.length + report.rowsLeftOut })}</Alert>
      )}
    </Stack>
  );
};
