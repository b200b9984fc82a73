import { Alert, Stack, Chip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCreditNumber } from '../credit/money/useMoney';
import type { ImportReport } from './types';

/** What the check or the import found: rows ready, with errors, imported before; what moved. */
export const ImportSummary = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const applied = !report.dryRun && report.applied > 0;
  const blocked = !report.dryRun && report.applied === 0;
  return (
    <Stack spacing={1}>
      <Alert severity={applied ? 'success' : blocked || report.errors > 0 ? 'warning' : 'info'} role="status">
        {applied
          ? translate('credit.account_import.applied', { smart_count: report.applied, amount: formatCreditNumber(locale, report.amount) })
          : blocked
            ? translate('credit.account_import.nothing_applied')
            : translate('credit.account_import.previewed')}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Chip color="success" variant="outlined" label={translate(applied ? 'credit.account_import.count_imported' : 'credit.account_import.count_ready', { smart_count: applied ? report.applied : report.ready })} />
        <Chip color="error" variant="outlined" label={translate('credit.account_import.count_errors', { smart_count: report.errors })} />
        <Chip variant="outlined" label={translate('credit.account_import.count_skipped', { smart_count: report.skipped })} />
      </Stack>
      {report.rowsLeftOut > 0 && (
        <Alert severity="info">{translate('credit.account_import.rows_left_out', { shown: report.rows.length, count: report.rows.length + report.rowsLeftOut })}</Alert>
      )}
    </Stack>
  );
};
