import { Route } from 'react-router-dom';
import { ACCOUNT_REPORT_PATH, REPORT_IDS, REPORT_PATHS } from './paths';
import { lazyPage } from '../shared/lazyPage';

// The reports, their chart library and the XLSX writer are a chunk of their own: the sign-in and
// every other screen load without them (the initial bundle does not grow).
const ReportPage = lazyPage(() => import('./ReportPage'), 'default');
const AccountReportPage = lazyPage(() => import('./account/AccountReportPage'), 'default');

/** The report routes; an Admin's only (the screen table, events/access/screens.ts, and the server's REPORT_READERS). */
export const reportRoutes = [
  ...REPORT_IDS.map((id) => (
    <Route
      key={id}
      path={REPORT_PATHS[id]}
      // key: a new report starts from its own default filters.
      element={<ReportPage key={id} report={id} />}
    />
  )),
  <Route key="account" path={ACCOUNT_REPORT_PATH} element={<AccountReportPage />} />,
];
