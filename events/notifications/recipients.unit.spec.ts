import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXT_MAX } from '../constants.js';
import { notificationsFor, notificationText, NOTIFYING_EVENT_TYPES, type NotificationFacts } from './recipients.js';

// The table of issue 11: each domain event × each role → notified or not. The cast: an admin, a
// support agent, a distributor above a dealer, the dealer, a calibrator, and an unrelated dealer.
const U = { admin: 'admin', admin2: 'admin2', support: 'support', distributor: 'distributor', dealer: 'dealer', calibrator: 'calibrator', other: 'other' } as const;
type Who = keyof typeof U;
const EVERYONE = Object.keys(U) as Who[];

const facts: NotificationFacts = {
  admins: [U.admin, U.admin2],
  supports: [U.support],
  order: { dealerChain: [U.dealer, U.distributor], calibratorId: U.calibrator, title: 'Audi A4 ECU Stage 1' },
  ticket: { dealerChain: [U.dealer, U.distributor], agentId: null, number: 7, title: 'Slow car' },
  creditOrder: { buyerId: U.dealer, sellerId: U.distributor },
};
const at = '2026-11-24T10:00:00.000Z';
const order = { orderId: 'o1' };
const move = (type: string, data: object) => ({ type, data: { movementId: 'm1', from: U.distributor, to: U.dealer, amount: 1000, description: null, ...data, at } });

// [event type, data, facts override, who is notified, the type of notification]
const TABLE: [string, object, Partial<NotificationFacts>, Who[], string][] = [
  ['SoftwareOrderPlaced', { ...order, dealerChain: [U.dealer, U.distributor], placedById: U.dealer, dealerName: 'D', vehicle: { make: 'Audi', model: 'A4' }, type: 'ECU', stage: 'Stage 1', at }, {}, ['admin', 'admin2', 'distributor'], 'software'],
  ['SoftwareOrderStatusChanged', { ...order, from: 'NEW', to: 'In process', actorId: U.calibrator, note: null, at }, {}, ['distributor', 'dealer'], 'software'],
  ['SoftwareOrderStatusChanged', { ...order, from: 'NEW', to: 'Cancel', actorId: U.admin, note: null, at }, {}, ['distributor', 'dealer', 'calibrator'], 'software'],
  ['TunedFileDelivered', { ...order, version: 1, files: [], note: null, calibratorId: U.calibrator, at }, {}, ['distributor', 'dealer'], 'software'],
  ['SoftwareOrderAssigned', { ...order, calibratorId: U.calibrator, calibratorName: 'C', previousCalibratorId: null, actorId: U.admin, at }, { order: { dealerChain: [U.dealer, U.distributor], calibratorId: null, title: 't' } }, ['distributor', 'dealer', 'calibrator'], 'software'],
  ['SoftwareOrderAssigned', { ...order, calibratorId: U.calibrator, calibratorName: 'C', previousCalibratorId: null, actorId: U.calibrator, at }, { order: { dealerChain: [U.dealer, U.distributor], calibratorId: null, title: 't' } }, ['distributor', 'dealer'], 'software'],
  ['SoftwareOrderResubmitted', { ...order, round: 2, files: [], note: null, actorId: U.dealer, at }, {}, ['distributor', 'calibrator'], 'software'],
  ['WarrantyOpened', { ...order, reason: 'No power', actorId: U.dealer, at }, {}, ['distributor', 'calibrator'], 'software'],
  ['WarrantyStatusChanged', { ...order, from: 'NEW', to: 'Closed', actorId: U.admin, at }, {}, ['distributor', 'dealer', 'calibrator'], 'software'],
  ['OrderChatMessagePosted', { ...order, messageId: 'x', seq: 1, authorId: U.dealer, authorRole: 'Dealer', text: 'Hi', attachments: [], recipients: [U.calibrator, U.admin, U.dealer], at }, {}, ['calibrator', 'admin'], 'chats'],
  ['TicketOpened', { ticketId: 't1', number: 7, dealerId: U.dealer, dealerChain: [U.dealer, U.distributor], categoryId: 'c', title: 'Slow car', message: 'Help', attachments: [], orderId: null, openedBy: U.dealer, at }, { ticket: null }, ['admin', 'admin2', 'support'], 'general'],
  ['TicketMessagePosted', { ticketId: 't1', messageId: 'x', authorId: U.dealer, authorRole: 'Dealer', text: 'More', attachments: [], at }, {}, ['admin', 'admin2', 'support', 'distributor'], 'general'],
  ['TicketMessagePosted', { ticketId: 't1', messageId: 'x', authorId: U.support, authorRole: 'Support', text: 'Answer', attachments: [], at }, { ticket: { dealerChain: [U.dealer, U.distributor], agentId: U.support, number: 7, title: 's' } }, ['dealer', 'distributor'], 'general'],
  ['TicketMessagePosted', { ticketId: 't1', messageId: 'x', authorId: U.dealer, authorRole: 'Dealer', text: 'More', attachments: [], at }, { ticket: { dealerChain: [U.dealer, U.distributor], agentId: U.support, number: 7, title: 's' } }, ['support', 'distributor'], 'general'],
  ['TicketAssigned', { ticketId: 't1', agentId: U.support, agentName: 'S', previousAgentId: null, by: U.admin, at }, {}, ['support'], 'general'],
  ['TicketAssigned', { ticketId: 't1', agentId: U.support, agentName: 'S', previousAgentId: null, by: U.support, at }, {}, [], 'general'],
  ['TicketStatusChanged', { ticketId: 't1', from: 'Open', to: 'Closed', by: U.support, at }, {}, [], 'general'],
  ...(['CreditsBought', 'CreditsTransferred', 'CreditsRefunded', 'SoftwareRefunded', 'DistributorProfitPaid'].map((type) =>
    [type, move(type, { actorId: U.admin }).data, {}, ['dealer'], 'credits'] as [string, object, Partial<NotificationFacts>, Who[], string])),
  ['CreditsTransferred', move('CreditsTransferred', { actorId: U.dealer, to: U.dealer }).data, {}, [], 'credits'],
  ['CreditsTransferred', move('CreditsTransferred', { actorId: U.admin, to: 'house' }).data, {}, [], 'credits'],
  ['CreditsDeducted', move('CreditsDeducted', { actorId: U.admin }).data, {}, [], 'credits'],
  ['SoftwareCharged', move('SoftwareCharged', { actorId: U.dealer }).data, {}, [], 'credits'],
  ['CreditOrderOffered', { orderId: 'c1', buyerId: U.dealer, sellerId: U.distributor, credits: 1000, actorId: U.distributor, at }, { creditOrder: null }, ['dealer'], 'credits'],
  ['CreditOrderPlaced', { orderId: 'c1', buyerId: U.dealer, sellerId: U.distributor, credits: 1000, actorId: U.dealer, at }, { creditOrder: null }, ['distributor'], 'credits'],
  ['CreditOrderPlaced', { orderId: 'c1', buyerId: U.dealer, sellerId: 'house', credits: 1000, actorId: U.dealer, at }, { creditOrder: null }, ['admin', 'admin2'], 'credits'],
  ['CreditOrderTermsChanged', { orderId: 'c1', buyerId: U.dealer, sellerId: U.distributor, credits: 900, actorId: U.distributor, at }, {}, ['dealer'], 'credits'],
  ['OfferAccepted', { orderId: 'c1', actorId: U.dealer, at }, {}, ['distributor'], 'credits'],
  ['PaymentNotified', { orderId: 'c1', reference: 'R1', actorId: U.dealer, at }, {}, ['distributor'], 'credits'],
  ['PaymentReceived', { orderId: 'c1', amount: 500, reference: null, provider: 'manual', actorId: U.distributor, at }, {}, ['dealer'], 'credits'],
  ['PaymentConfirmed', { orderId: 'c1', buyerId: U.dealer, sellerId: U.distributor, credits: 1000, movementId: 'm', actorId: U.distributor, at }, {}, ['dealer'], 'credits'],
  ['CreditOrderCancelled', { orderId: 'c1', reason: null, actorId: U.dealer, at }, {}, ['distributor'], 'credits'],
  ['UserDeactivated', { userId: U.dealer, by: U.admin, at }, {}, ['admin2'], 'general'],
  ['UserDeactivated', { userId: U.admin2, by: null, at }, {}, ['admin'], 'general'],
  ['UserSignedIn', { userId: U.dealer, ip: '1', twoFactor: false, at }, {}, [], 'general'],
  // A price table change names its buyers as they were (the base table: accounts the house sells to).
  ['PriceListChanged', { owner: 'base', removed: false, buyers: [U.distributor, U.other], actorId: U.admin, at }, {}, ['distributor', 'other'], 'priceList'],
  ['PriceListChanged', { owner: U.distributor, removed: false, buyers: [U.dealer], actorId: U.distributor, at }, {}, ['dealer'], 'priceList'],
  ['PriceListChanged', { owner: U.distributor, removed: true, buyers: [U.dealer], actorId: U.admin, at }, {}, ['dealer'], 'priceList'],
  ['PriceListChanged', { owner: U.distributor, removed: false, buyers: [], actorId: U.distributor, at }, {}, [], 'priceList'],
];

describe('who a domain event notifies', () => {
  it.each(TABLE.map(([type, data, override, notified, kind], i) => ({ name: `${i} ${type}`, type, data, override, notified, kind })))('$name', ({ type, data, override, notified, kind }) => {
    const notices = notificationsFor({ id: 'e1', type, data }, { ...facts, ...override });
    const byRole = Object.fromEntries(EVERYONE.map((who) => [who, notices.some((n) => n.userId === U[who])]));
    expect(byRole).toEqual(Object.fromEntries(EVERYONE.map((who) => [who, notified.includes(who)])));
    for (const n of notices) {
      expect(n.type).toBe(kind);
      expect([...n.text].length).toBeLessThanOrEqual(NOTIFICATION_TEXT_MAX);
      expect(n.url.startsWith('/')).toBe(true);
      expect(n.itemId).toBeTruthy();
    }
    expect(new Set(notices.map((n) => n.userId)).size).toBe(notices.length);
  });

  it('covers every event type that may notify', () => {
    const tested = new Set(TABLE.filter((row) => row[3].length > 0).map((row) => row[0]));
    expect(NOTIFYING_EVENT_TYPES.filter((t) => !tested.has(t))).toEqual([]);
  });

  it('an order event of an order it does not know notifies nobody', () => {
    expect(notificationsFor({ id: 'e', type: 'TunedFileDelivered', data: { orderId: 'x', version: 1, files: [], note: null, calibratorId: U.calibrator, at } }, { admins: [], supports: [], order: null })).toEqual([]);
  });
});

describe('the notification text', () => {
  it('is cut at 130 characters with an ellipsis, whitespace folded', () => {
    expect(notificationText('  a \n b ')).toBe('a b');
    const cut = notificationText('x'.repeat(200));
    expect([...cut]).toHaveLength(NOTIFICATION_TEXT_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(notificationText('é'.repeat(NOTIFICATION_TEXT_MAX))).toBe('é'.repeat(NOTIFICATION_TEXT_MAX));
  });
});
