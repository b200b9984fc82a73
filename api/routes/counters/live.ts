import type { MenuCounterEvent } from '../../../events/constants.js';
import type { LiveHub } from '../../services/live-hub.js';

// Live hints for the administrators' sidebar counters (spec section 6: only administrators get
// them). They carry no data: the sidebar refetches POST user/get-counter-menu on them.

/** Which counter a stored event moves, if any (signups and customers' payment notices). */
export const counterEventFor = (event: { type: string }): MenuCounterEvent | null => {
  switch (event.type) {
    case 'UserRegistered': return 'newUser';
    case 'PaymentNotified': return 'newPaymentClientConfirm';
    default: return null;
  }
};

export const pushCounterEvent = (hub: LiveHub, event: MenuCounterEvent) => hub.pushToRole('Admin', { event });
