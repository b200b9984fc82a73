import type { Cents } from '../credit/credits.js';
import type { BalanceFacts } from '../credit/order-rule.js';
import type { OrderFile, SoftwareOrderPlacedData, TunedFile, WarrantyStatus } from './events.js';
import type { OrderStatus, StatusMover } from './statuses.js';

// Commands carry every fact the decider needs (the dealer's balance facts, who moves a status as
// which party), so `decide` stays pure. `eventId` is the id of the first event it appends.

export type PlaceSoftwareOrder = { type: 'PlaceSoftwareOrder'; eventId: string; order: SoftwareOrderPlacedData; balance: BalanceFacts; sectionAllowed: boolean };
export type RecordCharge = { type: 'RecordCharge'; eventId: string; movementId: string; amount: Cents; at: string };
export type RecordPaymentRefused = { type: 'RecordPaymentRefused'; eventId: string; code: string; message: string; at: string };
export type SetOrderPrice = { type: 'SetOrderPrice'; eventId: string; price: Cents; actorId: string; at: string };
export type ChangeOrderStatus = { type: 'ChangeOrderStatus'; eventId: string; to: OrderStatus; mover: StatusMover; actorId: string; note: string | null; at: string };

export type RecordRefund = { type: 'RecordRefund'; eventId: string; movementId: string; amount: Cents; at: string };

/** Issue 10. `take`: a calibrator takes an unassigned order (409 when another has it); otherwise an Admin assigns or reassigns. */
export type AssignOrder = { type: 'AssignOrder'; eventId: string; calibratorId: string; calibratorName: string; take: boolean; actorId: string; at: string };
export type DeliverTunedFiles = { type: 'DeliverTunedFiles'; eventId: string; files: TunedFile[]; note: string | null; actorId: string; isAdmin: boolean; at: string };
export type ResubmitRead = { type: 'ResubmitRead'; eventId: string; files: OrderFile[]; note: string | null; actorId: string; balance: BalanceFacts; at: string };
export type RepriceOrder = { type: 'RepriceOrder'; eventId: string; price: Cents; actorId: string; balance: BalanceFacts; at: string };
export type OpenWarranty = { type: 'OpenWarranty'; eventId: string; reason: string; mover: StatusMover; actorId: string; at: string };
export type ChangeWarrantyStatus = { type: 'ChangeWarrantyStatus'; eventId: string; to: WarrantyStatus; mover: StatusMover; actorId: string; at: string };
export type GrantWarrantyRefund = { type: 'GrantWarrantyRefund'; eventId: string; amount: Cents; actorId: string; at: string };
/** The money step's outcome (settle.ts): moved, or refused by the ledger. A repeat records nothing. */
export type RecordMoneyMoved = { type: 'RecordMoneyMoved'; eventId: string; movementId: string; at: string };
export type RecordMoneyRefused = { type: 'RecordMoneyRefused'; eventId: string; movementId: string; code: string; message: string; at: string };

export type SoftwareOrderCommand =
  | PlaceSoftwareOrder | RecordCharge | RecordPaymentRefused | SetOrderPrice | ChangeOrderStatus | RecordRefund
  | AssignOrder | DeliverTunedFiles | ResubmitRead | RepriceOrder | OpenWarranty | ChangeWarrantyStatus | GrantWarrantyRefund
  | RecordMoneyMoved | RecordMoneyRefused;
