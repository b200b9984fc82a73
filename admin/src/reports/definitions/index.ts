import type { PagedAnswer, ReportDefinition, ReportId } from '../types';
import { creditReport } from './credit';
import { pendingReport } from './pending';
import { predictedReport } from './predicted';
import { revenueReport } from './revenue';
import { softwareOrdersReport } from './softwareOrders';
import { tuneAnalyticsReport } from './tuneAnalytics';

// Each definition is typed by its own answer; the page only passes a definition's answer back to
// the same definition, so the registry can forget the answer's type.
const erase = <A extends PagedAnswer>(definition: ReportDefinition<A>) => definition as unknown as ReportDefinition<PagedAnswer>;

/** The report screens in menu order (spec section 2). */
export const REPORTS: ReportDefinition<PagedAnswer>[] = [
  erase(creditReport), erase(revenueReport), erase(softwareOrdersReport), erase(pendingReport), erase(tuneAnalyticsReport), erase(predictedReport),
];

export const reportById = (id: ReportId): ReportDefinition<PagedAnswer> => REPORTS.find((report) => report.id === id) ?? REPORTS[0];
