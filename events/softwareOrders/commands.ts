import type { Cents } from '../credit/credits.js';
import type { BalanceFacts } from './price.js';
import type { SoftwareOrderPlacedData } from './events.js';
import type { OrderStatus, StatusMover } from './statuses.js';

// Commands carry every fact the decider needs (the dealer's balance facts, who moves a status as
// which party), so `decide` stays pure. `eventId` is the id of the first event it appends.

export type PlaceSoftwareOrder = { type: 'PlaceSoftwareOrder'; eventId: string; order: SoftwareOrderPlacedData; balance: BalanceFacts; sectionAllowed: boolean };
export type RecordCharge = { type: 'RecordCharge'; eventId: string; movementId: string; amount: Cents; at: string };
export type RecordPaymentRefused = { type: 'RecordPaymentRefused'; eventId: string; code: string; message: string; at: string };
export type SetOrderPrice = { type: 'SetOrderPrice'; eventId: string; price: Cents; actorId: string; at: string };
export type ChangeOrderStatus = { type: 'ChangeOrderStatus'; eventId: string; to: OrderStatus; mover: StatusMover; actorId: string; note: string | null; at: string };

export type RecordRefund = { type: 'RecordRefund'; eventId: string; movementId: string; amount: Cents; at: string };

export type SoftwareOrderCommand = PlaceSoftwareOrder | RecordCharge | RecordPaymentRefused | SetOrderPrice | ChangeOrderStatus | RecordRefund;
