import { Type, type Static } from 'typebox';

// GET /api/dashboard/admin: the Admin dashboard's figures that no existing route answers. The
// pending work (new orders, payments to confirm, unassigned tickets) is not here: the sidebar's
// counters (user/get-counter-menu, support/counts) already answer it and the screen shares them.

const Instant = Type.String({ format: 'date-time' });
const Period = Type.Object({ from: Instant, to: Type.String({ format: 'date-time', description: 'exclusive' }) });
const Compared = (unit: string) => Type.Object({
  current: Type.Number({ minimum: 0, description: `${unit} in the current calendar month (UTC)` }),
  previous: Type.Number({ minimum: 0, description: `${unit} in the previous calendar month (UTC)` }),
});

export const AdminDashboardQuery = Type.Object({}, { additionalProperties: false });

export const AdminDashboard = Type.Object({
  periods: Type.Object({ current: Period, previous: Period }, { description: 'the months the figures cover, for links to the lists behind them' }),
  creditsSold: Compared('credits the house sold through credit orders (CreditOrderEntity movements from the house)'),
  revenue: Compared('EUR of the house\'s credit orders confirmed in the month (price without payment fees)'),
  ordersByStatus: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer({ minimum: 0 }) }), { description: 'numbered software orders per status; statuses with none are left out' }),
});
export type AdminDashboard = Static<typeof AdminDashboard>;
