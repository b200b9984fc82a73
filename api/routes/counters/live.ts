import type { MenuCounterEvent } from '../../../events/constants.js';
import type { LiveHub } from '../../services/live-hub.js';
import { isTicketCounterEvent } from '../../../projections/menuCounters/projection.js';

// Live hints for the administrators' sidebar counters (spec section 6: only administrators get
// them). They carry no data: the sidebar refetches POST user/get-counter-menu on them.

/**
 * Which counter a stored event moves, if any: signups and their review, customers' payment notices, software orders
 * entering or leaving New and "Waiting for response" (newOrderSoftware), and tickets opened, taken
 * or deleted (newTicket; projections/menuCounters), and new-product requests (newCustomProduct);
 * newCustomOrder waits for custom orders.
 */
export const counterEventFor = (event: { type: string; stream?: string }): MenuCounterEvent | null => {
  if (isTicketCounterEvent(event)) return 'newTicket';
  switch (event.type) {
    // A registration decided by its dealer leaves the Admins' "users to review" count too.
    case 'UserRegistered':
    case 'RegistrationAccepted':
    case 'RegistrationRefused':
      return 'newUser';
    case 'NewProductRequested': return 'newCustomProduct';
    case 'PaymentNotified': return 'newPaymentClientConfirm';
    case 'SoftwareOrderPlaced':
    case 'SoftwareOrderCharged':
    case 'SoftwareOrderPaymentRefused':
    case 'SoftwareOrderStatusChanged':
      return 'newOrderSoftware';
    default: return null;
  }
};

/** The dealer whose registrations badge a signup moves (a sub-dealer registers under its dealer), or null. */
export const registrationReviewerOf = (event: { type: string; data: unknown }): string | null =>
  event.type === 'UserRegistered' ? ((event.data as { parentId?: string | null }).parentId ?? null) : null;

export const pushCounterEvent = (hub: LiveHub, event: MenuCounterEvent) => {
  hub.pushToRole('Admin', { event });
  // Support takes the tickets: its Tickets entry counts the unassigned ones too (GET support/counts).
  if (event === 'newTicket') hub.pushToRole('Support', { event });
};
