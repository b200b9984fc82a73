// The screens' API calls the `scale` bench measures (first page, a filter, a sort, a search; the
// detail pages; the reports), each beside a raw SQL query of the same rows. `{dealer}`, `{order}`...
// are filled from the generated data; the SQL's $1 is the same id.

export type ScaleCall = { call: string; who: 'admin' | 'distributor' | 'dealer'; path: string; sql: string; param?: Subject; target: number; method?: 'POST' };
type Subject = 'dealer' | 'distributor' | 'order' | 'ticket' | 'vehicle' | 'user';

/** Issue 15's targets (p95, ms). */
export const LIST_TARGET_MS = 50;
export const REPORT_TARGET_MS = 200;

const list = (resource: string, query: Record<string, unknown> = {}) => {
  const params = Object.entries({ range: [0, 24], ...query }).map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`);
  return `${resource}?${params.join('&')}`;
};
const L = LIST_TARGET_MS;

/** Each report's main read beside it: the order reports sum a month's buckets; the account reports read each account's running totals at a day (two days a period), one of them here. */
const ORDER_DAYS_SQL = "SELECT account_id, sum(price_cents), sum(orders) FROM report_order_days WHERE status = '*' AND day >= current_date - 30 GROUP BY account_id";
const ACCOUNT_AT_SQL = 'SELECT account_id, balance_cents, cum_received_cents, cum_used_cents FROM report_account_days WHERE day <= current_date AND until_day > current_date';
const REPORT_SQL = {
  credit: ACCOUNT_AT_SQL,
  'credit-revenue-summary': 'SELECT account_id, sum(credits_cents), sum(price_cents) FROM report_revenue_days WHERE day >= current_date - 30 GROUP BY account_id',
  'software-orders': ORDER_DAYS_SQL,
  'software-pending-summary': ACCOUNT_AT_SQL,
  'software-tune-analytics': ORDER_DAYS_SQL,
  'credit-predicted': ACCOUNT_AT_SQL,
};

/** A distributor's subtree, as the network list walks it. */
const NETWORK_TREE_SQL = 'WITH RECURSIVE t AS (SELECT id, email FROM users WHERE parent_id = $1 UNION ALL SELECT u.id, u.email FROM users u JOIN t ON u.parent_id = t.id)';
const NETWORK_SQL = `${NETWORK_TREE_SQL} SELECT * FROM t LIMIT 25`;

export const SCALE_CALLS: ScaleCall[] = [
  { call: 'orders: first page (Admin)', who: 'admin', path: list('order-software/index'), sql: 'SELECT * FROM software_orders ORDER BY number DESC LIMIT 25', target: L },
  { call: 'orders: first page (distributor)', who: 'distributor', path: list('order-software/index'), sql: 'SELECT * FROM software_orders WHERE $1 = ANY(dealer_chain) ORDER BY number DESC LIMIT 25', param: 'distributor', target: L },
  { call: 'orders: status filter', who: 'admin', path: list('order-software/index', { filter: { status: 'Waiting on feedback' } }), sql: "SELECT * FROM software_orders WHERE status = 'Waiting on feedback' ORDER BY number DESC LIMIT 25", target: L },
  { call: 'orders: sort by dealer', who: 'admin', path: list('order-software/index', { sort: ['dealerName', 'ASC'] }), sql: 'SELECT * FROM software_orders ORDER BY dealer_name ASC LIMIT 25', target: L },
  { call: 'orders: search by VIN', who: 'admin', path: list('order-software/index', { filter: { q: 'WVWZZZ1KZ1234' } }), sql: "SELECT * FROM software_orders WHERE vin LIKE 'WVWZZZ1KZ1234%' ORDER BY number DESC LIMIT 25", target: L },
  { call: 'order detail', who: 'admin', path: 'order-software/view/{order}', sql: 'SELECT * FROM software_orders WHERE id = $1', param: 'order', target: L },
  { call: 'order chat', who: 'admin', path: 'order-chat/{order}', sql: 'SELECT * FROM order_chat_messages WHERE order_id = $1 ORDER BY seq', param: 'order', target: L },
  { call: 'movements: first page (Admin)', who: 'admin', path: list('credit/admin-history'), sql: 'SELECT * FROM ledger_movements ORDER BY revision DESC LIMIT 25', target: L },
  { call: 'movements: one account', who: 'admin', path: list('credit/admin-history', { filter: { userId: '{dealer}' } }), sql: 'SELECT * FROM ledger_movements WHERE from_account = $1 OR to_account = $1 ORDER BY revision DESC LIMIT 25', param: 'dealer', target: L },
  { call: 'movements: sort by amount', who: 'admin', path: list('credit/admin-history', { sort: ['amount', 'DESC'] }), sql: 'SELECT * FROM ledger_movements ORDER BY amount DESC LIMIT 25', target: L },
  { call: 'movements: kind filter', who: 'admin', path: list('credit/admin-history', { filter: { kind: 'CreditDeductedEntity' } }), sql: "SELECT * FROM ledger_movements WHERE kind = 'CreditDeductedEntity' ORDER BY revision DESC LIMIT 25", target: L },
  { call: 'my movements (dealer)', who: 'dealer', path: list('credit/movements'), sql: 'SELECT * FROM ledger_movements WHERE from_account = $1 OR to_account = $1 ORDER BY revision DESC LIMIT 25', param: 'dealer', target: L },
  // The transfer screen's table and the account pickers: the distributor's whole subtree walked, a page sent.
  { call: 'network: first page (distributor)', who: 'distributor', path: list('user-network', { sort: ['name', 'ASC'] }), sql: NETWORK_SQL, param: 'distributor', target: L },
  { call: 'network: search (distributor)', who: 'distributor', path: list('user-network', { filter: { q: 'dealer-1' } }), sql: `${NETWORK_TREE_SQL} SELECT * FROM t WHERE email ILIKE '%dealer-1%' LIMIT 25`, param: 'distributor', target: L },
  { call: 'credit dashboard (dealer)', who: 'dealer', path: 'credit/dashboard', sql: 'SELECT * FROM ledger_accounts WHERE account = $1', param: 'dealer', target: L },
  { call: 'tickets: first page', who: 'admin', path: list('support'), sql: 'SELECT * FROM tickets WHERE deleted_at IS NULL ORDER BY created_at DESC LIMIT 25', target: L },
  { call: 'tickets: status filter', who: 'admin', path: list('support', { filter: { status: 'closed' } }), sql: "SELECT * FROM tickets WHERE deleted_at IS NULL AND status = 'closed' ORDER BY created_at DESC LIMIT 25", target: L },
  { call: 'tickets: sort by title', who: 'admin', path: list('support', { sort: ['title', 'ASC'] }), sql: 'SELECT * FROM tickets WHERE deleted_at IS NULL ORDER BY title LIMIT 25', target: L },
  { call: 'tickets: mine (dealer)', who: 'dealer', path: list('support'), sql: 'SELECT * FROM tickets WHERE deleted_at IS NULL AND $1 = ANY(dealer_chain) ORDER BY created_at DESC LIMIT 25', param: 'dealer', target: L },
  { call: 'ticket detail', who: 'admin', path: 'support/{ticket}', sql: 'SELECT * FROM tickets WHERE id = $1', param: 'ticket', target: L },
  // The generator writes no credit orders (spec size list has none): these read empty tables, the joins and counts still run.
  { call: 'credit orders: first page (Admin)', who: 'admin', path: list('credit-payments'), sql: 'SELECT * FROM credit_orders ORDER BY number DESC LIMIT 25', target: L },
  { call: 'credit orders: status filter', who: 'admin', path: list('credit-payments', { filter: { status: 'Payment confirmed (admin)' } }), sql: "SELECT * FROM credit_orders WHERE status = 'Payment confirmed (admin)' ORDER BY number DESC LIMIT 25", target: L },
  { call: 'credit orders: sort by total', who: 'admin', path: list('credit-payments', { sort: ['total', 'DESC'] }), sql: 'SELECT * FROM credit_orders ORDER BY total DESC LIMIT 25', target: L },
  { call: 'credit orders: search', who: 'admin', path: list('credit-payments', { filter: { q: 'dealer-12' } }), sql: "SELECT o.* FROM credit_orders o JOIN users b ON b.id = o.buyer_id WHERE b.email ILIKE '%dealer-12%' ORDER BY o.number DESC LIMIT 25", target: L },
  { call: 'credit orders: mine (dealer)', who: 'dealer', path: list('credit-order/index'), sql: 'SELECT * FROM credit_orders WHERE buyer_id = $1 ORDER BY number DESC LIMIT 25', param: 'dealer', target: L },
  { call: 'invoices: first page (Admin)', who: 'admin', path: list('invoices'), sql: 'SELECT * FROM invoices ORDER BY issued_at DESC LIMIT 25', target: L },
  { call: 'invoices: sort by total', who: 'admin', path: list('invoices', { sort: ['total', 'DESC'] }), sql: 'SELECT * FROM invoices ORDER BY total DESC LIMIT 25', target: L },
  { call: 'invoices: search by number', who: 'admin', path: list('invoices', { filter: { q: '2026' } }), sql: "SELECT * FROM invoices WHERE number ILIKE '%2026%' ORDER BY issued_at DESC LIMIT 25", target: L },
  { call: 'invoices: mine (dealer)', who: 'dealer', path: list('invoices'), sql: 'SELECT * FROM invoices WHERE buyer_id = $1 OR seller_id = $1 ORDER BY issued_at DESC LIMIT 25', param: 'dealer', target: L },
  { call: 'users: first page', who: 'admin', path: list('users', { sort: ['email', 'ASC'] }), sql: 'SELECT * FROM users ORDER BY email LIMIT 25', target: L },
  { call: 'users: search', who: 'admin', path: list('users', { filter: { q: 'dealer-12' } }), sql: "SELECT * FROM users WHERE email ILIKE '%dealer-12%' ORDER BY email LIMIT 25", target: L },
  { call: 'users: role filter', who: 'admin', path: list('users', { filter: { role: 'Distributor' }, sort: ['email', 'ASC'] }), sql: "SELECT * FROM users WHERE 'Distributor' = ANY(roles) ORDER BY email LIMIT 25", target: L },
  { call: 'user detail', who: 'admin', path: 'users/{user}', sql: 'SELECT * FROM users WHERE id = $1', param: 'user', target: L },
  { call: 'vehicles: first page', who: 'admin', path: list('vehicles'), sql: 'SELECT * FROM vehicles ORDER BY make LIMIT 25', target: L },
  { call: 'vehicles: make filter', who: 'admin', path: list('vehicles', { filter: { make: 'Audi' }, sort: ['model', 'ASC'] }), sql: "SELECT * FROM vehicles WHERE make = 'Audi' ORDER BY model LIMIT 25", target: L },
  { call: 'vehicles: search', who: 'admin', path: list('vehicles', { filter: { q: 'Golf' } }), sql: "SELECT * FROM vehicles WHERE model ILIKE '%Golf%' ORDER BY make LIMIT 25", target: L },
  { call: 'vehicle detail', who: 'admin', path: 'vehicles/{vehicle}', sql: 'SELECT * FROM vehicles v JOIN vehicle_stages s ON s.vehicle_id = v.id WHERE v.id = $1', param: 'vehicle', target: L },
  { call: 'notifications (dealer)', who: 'dealer', path: list('notifications/index'), sql: 'SELECT * FROM notifications WHERE user_id = $1 AND read_at IS NULL ORDER BY time DESC LIMIT 25', param: 'dealer', target: L },
  { call: 'old notifications (dealer)', who: 'dealer', path: list('notifications/old'), sql: 'SELECT * FROM notifications WHERE user_id = $1 AND read_at IS NOT NULL ORDER BY read_at DESC LIMIT 25', param: 'dealer', target: L },
  { call: 'ticket badge (Admin)', who: 'admin', path: 'support/counts', sql: "SELECT sum(n) FROM ticket_counts WHERE account_id = '00000000-0000-0000-0000-000000000000' AND unassigned", target: L },
  { call: 'dashboard (Admin)', who: 'admin', path: 'dashboard/admin', sql: "SELECT status, sum(n) FROM software_order_counts WHERE account_id = '00000000-0000-0000-0000-000000000000' GROUP BY status", target: L },
  { call: 'search: text (Admin)', who: 'admin', path: 'search?q=dealer-12', sql: "SELECT id FROM users WHERE sub_user_of IS NULL AND (first_name || ' ' || last_name || ' ' || email) ILIKE '%dealer-12%' ORDER BY email LIMIT 5", target: L },
  { call: 'search: number (Admin)', who: 'admin', path: 'search?q=1234', sql: 'SELECT id FROM software_orders WHERE number = 1234', target: L },
  { call: 'search: VIN (dealer)', who: 'dealer', path: 'search?q=WVWZZZ1KZ', sql: "SELECT id FROM software_orders WHERE vin LIKE 'WVWZZZ1KZ%' AND dealer_chain @> ARRAY[$1]::uuid[] ORDER BY number DESC LIMIT 5", param: 'dealer', target: L },
  { call: 'sidebar counters (Admin)', who: 'admin', path: 'user/get-counter-menu', method: 'POST', sql: 'SELECT sum(n) FROM software_order_counts WHERE account_id = $1', param: 'dealer', target: L },
  // A report screen asks for its first page of 25 top-level rows (and the chart of every account).
  ...Object.entries(REPORT_SQL).map(([report, sql]): ScaleCall => ({ call: `report ${report}`, who: 'admin', path: `reports/${report}?page=1`, target: REPORT_TARGET_MS, sql })),
  { call: 'report credit: by received, page 2', who: 'admin', path: 'reports/credit?page=2&sort=received', target: REPORT_TARGET_MS, sql: ACCOUNT_AT_SQL },
  // The XLSX export asks for every row.
  { call: 'report credit: every row (export)', who: 'admin', path: 'reports/credit', target: REPORT_TARGET_MS, sql: ACCOUNT_AT_SQL },
];
