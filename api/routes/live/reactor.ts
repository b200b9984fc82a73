import type { EventStore, RecordedEvent, Subscription } from '../../../events/store/port.js';
import { ACCOUNT_STREAM_PREFIX } from '../../../events/accounts/events.js';
import { HOUSE_ACCOUNT, toCredits } from '../../../events/credit/credits.js';
import { LEDGER_STREAM, isMovementEvent } from '../../../events/credit/events.js';
import { CREDIT_ORDER_STREAM_PREFIX } from '../../../events/creditOrders/events.js';
import { PRICE_TABLE_STREAM_PREFIX } from '../../../events/creditPrices/events.js';
import { NEW_PRODUCT_STREAM_PREFIX } from '../../../events/catalogue/new-products.js';
import { ORDER_CHAT_STREAM_PREFIX } from '../../../events/orderChat/events.js';
import { isOrderChatMessagePosted, pushOrderChatMessage } from '../orderChat/live.js';
import { counterEventFor, pushCounterEvent, registrationReviewerOf } from '../counters/live.js';
import type { LiveHub } from '../../services/live-hub.js';
import { isSoftwareOrderWork, pushSoftwareOrderWork } from '../softwareOrders/live.js';
import { SOFTWARE_ORDER_STREAM_PREFIX } from '../../../events/softwareOrders/events.js';
import type { ProjectionRunner } from '../../../projections/runner/runner.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../../database/schema.js';
import { TICKET_STREAM_PREFIX_FOR_NOTIFICATIONS } from '../../../events/notifications/recipients.js';
import { mayNotify, pushStoredNotifications } from '../notifications/live.js';
import { isTicketEvent, pushTicketEvent } from '../tickets/live.js';
import { SUB_USER_STREAM_PREFIX } from '../../../events/subUsers/events.js';

/** A push should not beat the read models: the screen refetches on it. Bounded, so pushes keep flowing. */
const PUSH_AFTER_PROJECTION_MS = 2_000;

// Feeds the live sockets from the event feed. Sockets are ephemeral, so it keeps no checkpoint: a
// user who is offline gets nothing to replay.
// Runs in EVERY instance, no lock: each instance pushes only to the sockets it holds (idempotent by design: a push makes a screen refetch).
// It starts at the head taken before this instance serves any socket, and after a failing push it
// resumes at that same event (the subscription retries it with back-off, logged), never at the
// then-latest event: a jump would silently drop the balance or counter changes in between for
// every socket that stayed connected, and their screens would stay stale until reloaded.

export const startLiveReactor = async (store: EventStore, hub: LiveHub, runner: ProjectionRunner, db: Kysely<Database>, log?: (message: string, error?: unknown) => void): Promise<Subscription> => {
  const head = await store.headPosition();
  return store.subscribeToAll(head, async (event) => {
    await pushEventPushes(event);
    if (mayNotify(event)) {
      // The bell's notify carries the stored notification (its id marks it read): store first.
      await runner.waitFor(event.position, PUSH_AFTER_PROJECTION_MS, [event.type], { background: true });
      await pushStoredNotifications(db, hub, event);
    }
  }, { streamPrefixes: [ACCOUNT_STREAM_PREFIX, LEDGER_STREAM, CREDIT_ORDER_STREAM_PREFIX, ORDER_CHAT_STREAM_PREFIX, SOFTWARE_ORDER_STREAM_PREFIX, TICKET_STREAM_PREFIX_FOR_NOTIFICATIONS, PRICE_TABLE_STREAM_PREFIX, NEW_PRODUCT_STREAM_PREFIX, SUB_USER_STREAM_PREFIX], log });

  async function pushEventPushes(event: RecordedEvent): Promise<void> {
    if (isMovementEvent(event)) {
      // Both sides of a movement see their new balance at once (top bar, credit screens).
      const m = event.data;
      await runner.waitFor(event.position, PUSH_AFTER_PROJECTION_MS, [event.type]);
      if (m.from !== HOUSE_ACCOUNT) hub.push(m.from, { event: 'balance', data: { balance: toCredits(m.fromBalanceAfter), movementId: m.movementId } });
      if (m.to !== HOUSE_ACCOUNT) hub.push(m.to, { event: 'balance', data: { balance: toCredits(m.toBalanceAfter), movementId: m.movementId } });
      return;
    }
    const counterEvent = counterEventFor(event);
    if (counterEvent) {
      // Administrators' sidebar counters: the refetch must see the new row.
      await runner.waitFor(event.position, PUSH_AFTER_PROJECTION_MS, [event.type]);
      pushCounterEvent(hub, counterEvent);
      // The dealer's Registrations badge refetches on the same hint (its own count, GET networks/registrations/count).
      const reviewer = registrationReviewerOf(event);
      if (reviewer) hub.push(reviewer, { event: counterEvent });
    }
    if (isSoftwareOrderWork(event)) {
      // An open order page refetches on the push: the order's row must show the change first.
      await runner.waitFor(event.position, PUSH_AFTER_PROJECTION_MS, [event.type]);
      return pushSoftwareOrderWork(store, hub, event);
    }
    if (isOrderChatMessagePosted(event)) {
      // An open chat refetches on the push: the message must be in the read model first.
      await runner.waitFor(event.position, PUSH_AFTER_PROJECTION_MS, [event.type]);
      return pushOrderChatMessage(hub, event.data);
    }
    if (isTicketEvent(event)) {
      // An open ticket refetches on the push: the read model must show the change first.
      await runner.waitFor(event.position, PUSH_AFTER_PROJECTION_MS, [event.type]);
      return pushTicketEvent(store, hub, event);
    }
    if (event.type === 'SubUserDeleted') {
      // A deleted sub-user's tokens already answer 401; its open sockets close too, and its client logs out.
      const { subUserId } = event.data as { subUserId: string };
      hub.push(subUserId, { event: 'user-deactivated' });
      hub.disconnect(subUserId);
      return;
    }
    const userId = (event.data as { userId?: string }).userId;
    if (!userId) return;
    switch (event.type) {
      case 'UserDeactivated':
        hub.push(userId, { event: 'user-deactivated' });
        hub.disconnect(userId);
        return;
      case 'SessionsClosed':
        hub.push(userId, { event: 'sessions-closed' });
        hub.disconnect(userId);
        return;
      case 'PasswordChanged':
      case 'PasswordReset':
        // Every session's token was replaced or ended: a socket opened with an old one closes; the session
        // that changed the password opens it again with its fresh token.
        hub.disconnect(userId);
        return;
      case 'RolesChanged':
      case 'CreditRightsChanged':
      case 'ParentChanged':
        // Spec section 7: the user's credit menus and rights changed under it; its client reloads its
        // user info and old notifications, and a non-administrator goes to the credit dashboard.
        hub.push(userId, { event: 'reload-old-notifications' });
        return;
      default:
        return;
    }
  }
};
