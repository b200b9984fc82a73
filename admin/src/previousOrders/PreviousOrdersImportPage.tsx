import { Button } from '@mui/material';
import ListIcon from '@mui/icons-material/List';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import type { PortalDataProvider } from '../providers/dataProvider';
import { ImportPage } from '../shared/ImportPage';
import { useSpreadsheetImport } from '../shared/useSpreadsheetImport';
import { fileProblem } from './fileRules';
import { ImportReportTable } from './ImportReportTable';
import { ImportSummary } from './ImportSummary';
import type { ImportReport } from './types';

/**
 * /previous-orders/import (Admin): upload the CSV or XLSX of the orders made before the portal,
 * optionally check it first, then import it; the per-row report says what happened to each row.
 */
export const PreviousOrdersImportPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const sheet = useSpreadsheetImport<ImportReport>(fileProblem);

  const run = (dryRun: boolean) => {
    sheet.clearReport();
    void sheet.run((file, onProgress) => dataProvider.importPreviousOrders(file, dryRun, onProgress));
  };

  const { file, report, busy } = sheet;
  return (
    <ImportPage
      keys="previous_orders.import"
      file={file}
      onChoose={sheet.choose}
      progress={sheet.progress}
      error={sheet.error}
      actions={
        <>
          <Button variant="outlined" disabled={!file || busy} onClick={() => run(true)}>
            {translate('previous_orders.import.check')}
          </Button>
          <Button variant="contained" disabled={!file || busy} onClick={() => run(false)}>
            {translate('previous_orders.import.import')}
          </Button>
          <Button component={Link} to={adminPath('/previous-orders')} startIcon={<ListIcon />}>
            {translate('previous_orders.import.to_list')}
          </Button>
        </>
      }
      report={
        report && (
          <>
            <ImportSummary report={report} />
            <ImportReportTable rows={report.rows} dryRun={report.dryRun} />
          </>
        )
      }
    />
  );
};
