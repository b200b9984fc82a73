import type { Kysely } from 'kysely';
import type { Database } from '../../../database/schema.js';
import type { OrderChatRole } from '../../../events/orderChat/events.js';
import { ORDER_NOT_FOUND } from '../../../events/softwareOrders/errors.js';
import { findSoftwareOrder } from '../../../projections/softwareOrders/queries.js';
import type { SoftwareOrderRow } from '../../../projections/softwareOrders/table.js';
import type { Role } from '../../../tables/users/table.js';
import { HttpError } from '../../http/errors.js';
import { mayReadOrder } from '../softwareOrders/access.js';

// Who may read and write an order's chat: whoever may read the order, by the order's one rule
// (mayReadOrder, api/routes/softwareOrders/access.ts): its dealer chain, Support and Admin, the
// calibrator it is assigned to or, while nobody has taken it, any Calibrator (the queue).

export type ChatViewer = { id: string; roles: readonly Role[] };
type ChatOrder = Pick<SoftwareOrderRow, 'id' | 'dealer_chain' | 'calibrator_id'>;

/** The order's own rule: a chat is never readable where its order is not, nor the other way round. */
export const mayUseOrderChat = (viewer: ChatViewer, order: ChatOrder): boolean => mayReadOrder(viewer, order);

/** The role a message of `viewer` shows: the dealer side first, then the highest staff role. */
export const chatRoleOf = (viewer: ChatViewer, order: ChatOrder): OrderChatRole => {
  if (order.dealer_chain.includes(viewer.id)) return 'Dealer';
  if (viewer.roles.includes('Admin')) return 'Admin';
  if (viewer.roles.includes('Support')) return 'Support';
  return 'Calibrator';
};

/** The order whose chat the viewer may use, or 404 as for an unknown order (not 403: that would sign the client out, and tell it exists). */
export const chatOrderFor = async (db: Kysely<Database>, viewer: ChatViewer, orderId: string): Promise<SoftwareOrderRow> => {
  const order = await findSoftwareOrder(db, orderId);
  if (!order || !mayUseOrderChat(viewer, order)) throw new HttpError(404, ORDER_NOT_FOUND);
  return order;
};

/** Everyone a message on the order concerns (its author is left out by the decider): the dealer chain and the active staff who may read it. */
export const chatRecipients = async (db: Kysely<Database>, order: ChatOrder): Promise<string[]> => {
  const staff = await db.selectFrom('users').select(['id', 'roles']).where('active', '=', true)
    .where((eb) => eb.or([eb(eb.val('Admin'), '=', eb.fn.any('roles')), eb(eb.val('Support'), '=', eb.fn.any('roles')), eb(eb.val('Calibrator'), '=', eb.fn.any('roles'))]))
    .execute();
  const readers = staff.filter((user) => mayUseOrderChat(user, order)).map((user) => user.id);
  return [...new Set([...order.dealer_chain, ...readers])];
};
