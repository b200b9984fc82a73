import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { creditsSold, monthsAround, revenueCents, softwareOrdersByStatus, type Period } from '../../../projections/dashboard/queries.js';
import { AdminDashboard, AdminDashboardQuery } from './schemas.js';

// The dashboards (issue 12). Every other role's dashboard reads routes that exist (credit/dashboard,
// software-orders, credit/movements, files/orders, support); only the Admin's sums need their own.

const iso = (period: Period) => ({ from: period.from.toISOString(), to: period.to.toISOString() });

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dashboard/admin', {
    schema: { tags: ['dashboard'], querystring: AdminDashboardQuery, response: { 200: AdminDashboard } },
    // Sales and revenue of the whole house: the Admin's alone (CONTRACT.md "Access").
    config: { roles: ['Admin'] },
  }, async () => {
    const months = monthsAround(app.now());
    const [soldNow, soldBefore, revenueNow, revenueBefore, ordersByStatus] = await Promise.all([
      creditsSold(app.db, months.current), creditsSold(app.db, months.previous),
      revenueCents(app.db, months.current), revenueCents(app.db, months.previous),
      softwareOrdersByStatus(app.db),
    ]);
    return {
      periods: { current: iso(months.current), previous: iso(months.previous) },
      creditsSold: { current: soldNow, previous: soldBefore },
      revenue: { current: revenueNow / 100, previous: revenueBefore / 100 },
      ordersByStatus,
    };
  });
};
