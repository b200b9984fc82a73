import type { ReportId } from './types';

/** The report screens' routes under /admin/ (spec section 2 names reports-credit and reports-software). */
export const REPORT_PATHS: Record<ReportId, string> = {
  credit: '/reports-credit',
  revenue: '/reports-revenue',
  'software-orders': '/reports-software',
  'pending-summary': '/reports-pending-summary',
  'tune-analytics': '/reports-tune-analytics',
  'predicted-credits': '/reports-predicted-credits',
};

export const REPORT_IDS = Object.keys(REPORT_PATHS) as ReportId[];

/** reports-user (spec section 2): one account's figures of every report. */
export const ACCOUNT_REPORT_PATH = '/reports-user';
