import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { Route } from 'react-router-dom';
import type { Role } from '../constants';
import { ACCOUNT_REPORT_PATH, REPORT_IDS, REPORT_PATHS } from './paths';

// The reports, their chart library and the XLSX writer are a chunk of their own: the sign-in and
// every other screen load without them (the initial bundle does not grow).
const ReportPage = lazy(() => import('./ReportPage'));
const AccountReportPage = lazy(() => import('./account/AccountReportPage'));

/** The report routes, for an Admin only (the server refuses every other role, api/CONTRACT.md "Reports"). */
export const reportRoutes = (roles: Role[]) =>
  roles.includes('Admin')
    ? [
        ...REPORT_IDS.map((id) => (
          <Route
            key={id}
            path={REPORT_PATHS[id]}
            element={
              <Suspense fallback={<LinearProgress />}>
                {/* key: a new report starts from its own default filters. */}
                <ReportPage key={id} report={id} />
              </Suspense>
            }
          />
        )),
        <Route key="account" path={ACCOUNT_REPORT_PATH} element={<Suspense fallback={<LinearProgress />}><AccountReportPage /></Suspense>} />,
      ]
    : null;
