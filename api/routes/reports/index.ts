import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '../../http/errors.js';
import { REPORT_READERS } from '../../http/access.js';
import { creditReport, predictedReport, revenueReport } from './credit.js';
import { readReportQuery, readSpanQuery } from './params.js';
import { pendingReport, softwareOrdersReport, tuneReport } from './software.js';
import {
  CreditQuery, CreditReport, PendingQuery, PendingReport, PredictedQuery, PredictedReport, RevenueQuery, RevenueReport,
  SoftwareOrdersQuery, SoftwareOrdersReport, TuneQuery, TuneReport,
} from './schemas.js';

// Spec section 7: the six reports (GET reports/*), Admin only (REPORT_READERS). Our reading of
// each figure is in api/CONTRACT.md ("Reports").

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };
const options = <Q, R>(querystring: Q, response: R) => ({ schema: { tags: ['reports'], querystring, response: { 200: response, ...errors } }, config: { roles: REPORT_READERS } });

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/reports/credit', options(CreditQuery, CreditReport), async (request) => creditReport(app.db, readReportQuery(request.query, app.now())));
  app.get('/reports/credit-revenue-summary', options(RevenueQuery, RevenueReport), async (request) => revenueReport(app.db, readReportQuery(request.query, app.now())));
  app.get('/reports/software-orders', options(SoftwareOrdersQuery, SoftwareOrdersReport), async (request) => softwareOrdersReport(app.db, readReportQuery(request.query, app.now())));
  app.get('/reports/software-pending-summary', options(PendingQuery, PendingReport), async (request) => pendingReport(app.db, readSpanQuery(request.query, app.now())));
  app.get('/reports/software-tune-analytics', options(TuneQuery, TuneReport), async (request) => tuneReport(app.db, readReportQuery(request.query, app.now())));
  app.get('/reports/credit-predicted', options(PredictedQuery, PredictedReport), async (request) => predictedReport(app.db, readSpanQuery(request.query, app.now())));
};
