import type { Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { ACCOUNT_STREAM_PREFIX, type AccountEvent } from '../../events/accounts/events.js';
import { MOVEMENT_EVENT_TYPES, type MovementEvent } from '../../events/credit/events.js';
import { CREDIT_ORDER_STREAM_PREFIX, type CreditOrderEvent } from '../../events/creditOrders/events.js';
import { SOFTWARE_ORDER_STREAM_PREFIX, type SoftwareOrderEvent } from '../../events/softwareOrders/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import { lastBuckets } from './account-days.js';
import { Buckets } from './buckets.js';
import { writeBuckets } from './write.js';

// The reports' read models (issue 12): daily buckets folded from the ledger's movements, the
// software and credit orders' events and the account events (the network), never from a plain
// table. A batch is folded in memory and written with one statement per table, so a rebuild of a
// million movements is a few hundred statements.

const SOFTWARE_TYPES = ['SoftwareOrderPlaced', 'SoftwareOrderCharged', 'SoftwareOrderStatusChanged', 'SoftwareOrderRepriced', 'WarrantyOpened'] as const;
const CREDIT_ORDER_TYPES = ['CreditOrderPlaced', 'CreditOrderOffered', 'CreditOrderTermsChanged', 'PaymentConfirmed'] as const;
const ACCOUNT_TYPES = ['UserRegistered', 'RolesChanged', 'CreditRightsChanged', 'ParentChanged'] as const;

const isMovement = eventOfTypes<MovementEvent>(MOVEMENT_EVENT_TYPES);
const isSoftwareOrder = (e: RecordedEvent): e is RecordedEvent<SoftwareOrderEvent> =>
  e.stream.startsWith(SOFTWARE_ORDER_STREAM_PREFIX) && (SOFTWARE_TYPES as readonly string[]).includes(e.type);
const isCreditOrder = (e: RecordedEvent): e is RecordedEvent<CreditOrderEvent> =>
  e.stream.startsWith(CREDIT_ORDER_STREAM_PREFIX) && (CREDIT_ORDER_TYPES as readonly string[]).includes(e.type);
const isAccount = (e: RecordedEvent): e is RecordedEvent<AccountEvent> =>
  e.stream.startsWith(ACCOUNT_STREAM_PREFIX) && (ACCOUNT_TYPES as readonly string[]).includes(e.type);

const orderIdOf = (e: RecordedEvent) => (isSoftwareOrder(e) || isCreditOrder(e) ? e.data.orderId : null);

const loadOrders = async (trx: Transaction<Database>, ids: string[]) =>
  new Map(ids.length === 0 ? [] : (await trx.selectFrom('report_orders').selectAll().where('order_id', 'in', ids).execute()).map((o) => [o.order_id, o]));
const loadCreditOrders = async (trx: Transaction<Database>, ids: string[]) =>
  new Map(ids.length === 0 ? [] : (await trx.selectFrom('report_credit_orders').selectAll().where('order_id', 'in', ids).execute()).map((o) => [o.order_id, o]));

/** The network as the account events tell it: a parent change (CreditRightsChanged, ParentChanged) moves an account and its figures with it. */
const foldAccount = async (trx: Transaction<Database>, event: AccountEvent) => {
  switch (event.type) {
    case 'UserRegistered':
      await trx.insertInto('report_accounts').values({ user_id: event.data.userId, parent_id: event.data.parentId, roles: event.data.roles })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ parent_id: event.data.parentId, roles: event.data.roles })).execute();
      return;
    case 'RolesChanged':
      await trx.updateTable('report_accounts').set({ roles: event.data.roles }).where('user_id', '=', event.data.userId).execute();
      return;
    case 'CreditRightsChanged':
    case 'ParentChanged':
      await trx.updateTable('report_accounts').set({ parent_id: event.data.parentId }).where('user_id', '=', event.data.userId).execute();
      return;
    default:
      return;
  }
};

const fold = async (trx: Transaction<Database>, events: RecordedEvent[]) => {
  const ids = [...new Set(events.map(orderIdOf).filter((id): id is string => id !== null))];
  const accounts = [...new Set(events.filter(isMovement).flatMap((e) => [e.data.from, e.data.to]))];
  const buckets = new Buckets(await loadOrders(trx, ids), await loadCreditOrders(trx, ids), await lastBuckets(trx, accounts));
  for (const event of events) {
    if (isMovement(event)) buckets.movement(event.data);
    else if (isSoftwareOrder(event)) buckets.softwareOrder(event);
    else if (isCreditOrder(event)) buckets.creditOrder(event);
    // Account events are rare: folded in order, one statement each, before the buckets are written.
    else if (isAccount(event)) await foldAccount(trx, event);
  }
  await writeBuckets(trx, buckets, ids);
};

export const reportsProjection: Projection = {
  name: 'reports',
  // No screen reads a report right after its own command: a transfer, an order or a payment answers
  // without waiting for the reports (tests/projections/inline.int.spec.ts keeps a transfer waiting for nothing).
  background: true,
  handles: [...MOVEMENT_EVENT_TYPES, ...SOFTWARE_TYPES, ...CREDIT_ORDER_TYPES, ...ACCOUNT_TYPES],
  tables: ['report_accounts', 'report_account_days', 'report_orders', 'report_order_days', 'report_credit_orders', 'report_revenue_days'],
  evolve: (trx, event) => fold(trx, [event]),
  evolveBatch: fold,
};
