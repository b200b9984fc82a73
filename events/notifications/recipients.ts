import { NOTIFICATION_TEXT_MAX } from '../constants.js';
import { HOUSE_ACCOUNT, toCredits } from '../credit/credits.js';
import { STATUS_DISPLAY_NAMES } from '../softwareOrders/statuses.js';
import type { NotificationType } from './events.js';

// Who a domain event concerns and what their bell says (issue 11). Pure: the projection hands in
// the facts it folded (staff, the order's chain and calibrator, the ticket's chain and agent, the
// credit order's sides) and stores what this answers. The one who acted is never notified.

export type Notice = { userId: string; type: NotificationType; title: string; text: string; url: string; itemId: string };

export type NotificationFacts = {
  /** Active administrators and support staff. */
  admins: readonly string[];
  supports: readonly string[];
  order?: { dealerChain: readonly string[]; calibratorId: string | null; title: string } | null;
  ticket?: { dealerChain: readonly string[]; agentId: string | null; number: number | null; title: string } | null;
  creditOrder?: { buyerId: string; sellerId: string } | null;
};

/** What the facts must hold for an event: the projection loads only these. */
export type FactsNeeded = { staff: boolean; orderId?: string; ticketId?: string; creditOrderId?: string };

export type DomainEvent = { id: string; type: string; data: unknown };

/** The spec's notification text: at most 130 characters, an ellipsis when cut. */
export const notificationText = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= NOTIFICATION_TEXT_MAX ? chars.join('') : `${chars.slice(0, NOTIFICATION_TEXT_MAX - 1).join('')}…`;
};

export const orderUrl = (orderId: string) => `/order-detail/${orderId}`;
export const orderChatUrl = (orderId: string) => `/order-detail/${orderId}?open-chat=1`;
/** The ticket page (support/{id}, spec section 2). */
export const ticketUrl = (ticketId: string) => `/support/${ticketId}`;
export const creditOrderUrl = (orderId: string) => `/credit-order-detail/${orderId}`;
export const CREDIT_HISTORY_URL = '/credit-history';
/** Where a buyer sees the prices it pays (the buy-credits page). */
export const BUY_CREDITS_URL = '/order-credit';

const ORDER_WORK = ['SoftwareOrderStatusChanged', 'TunedFileDelivered', 'SoftwareOrderAssigned', 'SoftwareOrderResubmitted', 'WarrantyOpened', 'WarrantyStatusChanged'];
const RECEIVED = ['CreditsBought', 'CreditsTransferred', 'CreditsRefunded', 'SoftwareRefunded', 'DistributorProfitPaid'];
const CREDIT_ORDER_STEPS = ['CreditOrderOffered', 'CreditOrderPlaced', 'CreditOrderTermsChanged', 'OfferAccepted', 'PaymentNotified', 'PaymentReceived', 'PaymentConfirmed', 'CreditOrderCancelled'];
/** Tickets (issue 12) live in `ticket-<uuid>` streams. */
export const TICKET_STREAM_PREFIX_FOR_NOTIFICATIONS = 'ticket-';
const TICKET_EVENTS = ['TicketOpened', 'TicketMessagePosted', 'TicketAssigned'];

/** Every event type that may notify someone (the live reactor looks up stored notifications only for these). */
export const NOTIFYING_EVENT_TYPES: readonly string[] = [
  'SoftwareOrderPlaced', ...ORDER_WORK, 'OrderChatMessagePosted', ...TICKET_EVENTS, ...RECEIVED, ...CREDIT_ORDER_STEPS, 'UserDeactivated', 'PriceListChanged',
];

type Any = Record<string, any>;

export const factsNeededFor = (event: DomainEvent): FactsNeeded | null => {
  const d = event.data as Any;
  if (event.type === 'SoftwareOrderPlaced' || event.type === 'UserDeactivated') return { staff: true };
  if (ORDER_WORK.includes(event.type)) return { staff: false, orderId: d.orderId };
  if (event.type === 'OrderChatMessagePosted' || RECEIVED.includes(event.type) || event.type === 'PriceListChanged') return { staff: false };
  if (TICKET_EVENTS.includes(event.type)) return { staff: true, ticketId: d.ticketId };
  if (CREDIT_ORDER_STEPS.includes(event.type)) return { staff: true, creditOrderId: d.orderId };
  return null;
};

const to = (users: Iterable<string>, actor: string | null | undefined, note: Omit<Notice, 'userId'>): Notice[] =>
  [...new Set(users)].filter((u) => u && u !== actor && u !== HOUSE_ACCOUNT).map((userId) => ({ userId, ...note, text: notificationText(note.text) }));

const withNote = (text: string, note: string | null | undefined) => (note ? `${text} — ${note}` : text);

const orderWorkText = (type: string, d: Any): { text: string; actor: string } => {
  switch (type) {
    case 'SoftwareOrderStatusChanged': return { text: withNote(`Status: ${STATUS_DISPLAY_NAMES[d.to as keyof typeof STATUS_DISPLAY_NAMES] ?? d.to}`, d.note), actor: d.actorId };
    case 'TunedFileDelivered': return { text: withNote(`Tuned file version ${d.version} delivered`, d.note), actor: d.calibratorId };
    case 'SoftwareOrderAssigned': return { text: `Assigned to ${d.calibratorName}`, actor: d.actorId };
    case 'SoftwareOrderResubmitted': return { text: withNote('A corrected read was sent', d.note), actor: d.actorId };
    case 'WarrantyOpened': return { text: `Warranty claimed: ${d.reason}`, actor: d.actorId };
    default: return { text: `Warranty: ${d.to}`, actor: d.actorId };
  }
};

/** The sellers' side of a credit order: the house is its administrators. */
const sellerSide = (sellerId: string, facts: NotificationFacts) => (sellerId === HOUSE_ACCOUNT ? facts.admins : [sellerId]);

const creditOrderNotices = (event: DomainEvent, facts: NotificationFacts): Notice[] => {
  const d = event.data as Any;
  const order = facts.creditOrder ?? (d.buyerId ? { buyerId: d.buyerId, sellerId: d.sellerId } : null);
  if (!order) return [];
  const base = { type: 'credits' as const, url: creditOrderUrl(d.orderId), itemId: d.orderId };
  const buyer = [order.buyerId];
  const seller = sellerSide(order.sellerId, facts);
  const credits = d.credits !== undefined ? `${toCredits(d.credits)} credits` : '';
  switch (event.type) {
    case 'CreditOrderOffered': return to(buyer, d.actorId, { ...base, title: 'Credit offer', text: `You received an offer of ${credits}` });
    case 'CreditOrderPlaced': return to(seller, d.actorId, { ...base, title: 'New credit order', text: `A credit order of ${credits} was placed` });
    case 'CreditOrderTermsChanged': return to(buyer, d.actorId, { ...base, title: 'Credit order changed', text: `The order is now ${credits}` });
    case 'OfferAccepted': return to(seller, d.actorId, { ...base, title: 'Offer accepted', text: 'Your credit offer was accepted' });
    case 'PaymentNotified': return to(seller, d.actorId, { ...base, title: 'Payment notified', text: withNote('The customer notified a payment', d.reference) });
    case 'PaymentReceived': return to(buyer, d.actorId, { ...base, title: 'Payment received', text: `A payment of ${toCredits(d.amount)} was received` });
    case 'PaymentConfirmed': return to([...buyer, ...seller], d.actorId, { ...base, title: 'Payment confirmed', text: `The credit order of ${credits} is paid` });
    default: return to([...buyer, ...seller], d.actorId, { ...base, title: 'Credit order cancelled', text: d.reason ?? 'The credit order was cancelled' });
  }
};

const ticketNotices = (event: DomainEvent, facts: NotificationFacts): Notice[] => {
  const d = event.data as Any;
  const ticket = facts.ticket ?? (event.type === 'TicketOpened' ? { dealerChain: d.dealerChain, agentId: null, number: d.number, title: d.title } : null);
  if (!ticket) return [];
  const title = ticket.number ? `Ticket #${ticket.number}: ${ticket.title}` : `Ticket: ${ticket.title}`;
  const base = { type: 'general' as const, url: ticketUrl(d.ticketId), itemId: d.ticketId, title };
  const staffSide = ticket.agentId ? [ticket.agentId] : [...facts.supports, ...facts.admins];
  switch (event.type) {
    case 'TicketOpened': return to(staffSide, d.openedBy, { ...base, text: `New ticket: ${d.message || d.title}` });
    case 'TicketMessagePosted': return to([...ticket.dealerChain, ...staffSide], d.authorId, { ...base, text: d.text || 'New message' });
    default: return to([d.agentId], d.by, { ...base, text: `Ticket assigned to ${d.agentName}` });
  }
};

/** The notifications one domain event makes, one per user concerned (never the actor). */
export const notificationsFor = (event: DomainEvent, facts: NotificationFacts): Notice[] => {
  const d = event.data as Any;
  if (event.type === 'SoftwareOrderPlaced') {
    const title = `${d.vehicle.make} ${d.vehicle.model} ${d.type} ${d.stage}`;
    return to([...facts.admins, ...d.dealerChain], d.placedById, { type: 'software', title, text: `New order from ${d.dealerName}`, url: orderUrl(d.orderId), itemId: d.orderId });
  }
  if (ORDER_WORK.includes(event.type)) {
    if (!facts.order) return [];
    const { text, actor } = orderWorkText(event.type, d);
    const calibrator = event.type === 'SoftwareOrderAssigned' ? d.calibratorId : facts.order.calibratorId;
    return to([...facts.order.dealerChain, ...(calibrator ? [calibrator] : [])], actor, { type: 'software', title: facts.order.title, text, url: orderUrl(d.orderId), itemId: d.orderId });
  }
  if (event.type === 'OrderChatMessagePosted') {
    const files = (d.attachments as { name: string }[]).map((a) => a.name).join(', ');
    return to(d.recipients, d.authorId, { type: 'chats', title: `Order chat: message from ${d.authorRole}`, text: d.text || files, url: orderChatUrl(d.orderId), itemId: d.orderId });
  }
  if (RECEIVED.includes(event.type)) {
    return to([d.to], d.actorId, { type: 'credits', title: 'Credits received', text: withNote(`You received ${toCredits(d.amount)} credits`, d.description), url: CREDIT_HISTORY_URL, itemId: d.movementId });
  }
  if (CREDIT_ORDER_STEPS.includes(event.type)) return creditOrderNotices(event, facts);
  if (TICKET_EVENTS.includes(event.type)) return ticketNotices(event, facts);
  if (event.type === 'PriceListChanged') {
    // The event names the buyers as they were at the change (events/creditPrices/events.ts).
    const text = d.removed ? 'Your seller removed its price list: you now buy credits at the base price list' : 'The price list you buy credits at has changed';
    return to(d.buyers, d.actorId, { type: 'priceList', title: 'Price list changed', text, url: BUY_CREDITS_URL, itemId: d.owner });
  }
  if (event.type === 'UserDeactivated') {
    return to(facts.admins.filter((a) => a !== d.userId), d.by, { type: 'general', title: 'Account deactivated', text: `An account was deactivated`, url: `/users/${d.userId}`, itemId: d.userId });
  }
  return [];
};
