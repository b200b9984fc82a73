import type { MovementGroup, MovementKind } from '../constants.js';
import type { NewEvent } from '../store/port.js';
import type { Cents } from './credits.js';

// The journal: one stream holds every movement, double-entry, in one total order.
export const LEDGER_STREAM = 'ledger';

/** One double-entry movement; the balances after it make every history exact without a fold. */
export type Movement = {
  movementId: string;
  kind: MovementKind;
  group: MovementGroup;
  from: string;
  to: string;
  amount: Cents;
  fromBalanceAfter: Cents;
  toBalanceAfter: Cents;
  /** What the movement belongs to: a credit order, a software order, an import row. */
  reference: string | null;
  description: string | null;
  idempotencyKey: string | null;
  actorId: string | null;
  /** The sub-user who acted for `actorId`'s account (issue 13); absent when the account acted itself. */
  subUserId?: string;
  at: string;
};

export type OrderWithoutBalance = { account: string; allowed: boolean; limit: Cents | null; actorId: string | null; at: string };

export type LedgerEvent =
  | NewEvent<'CreditsBought', Movement>
  | NewEvent<'CreditsTransferred', Movement>
  | NewEvent<'CreditsDeducted', Movement>
  | NewEvent<'CreditsRefunded', Movement>
  | NewEvent<'SoftwareCharged', Movement>
  | NewEvent<'SoftwareRefunded', Movement>
  | NewEvent<'DistributorProfitPaid', Movement>
  | NewEvent<'OrderWithoutBalanceSet', OrderWithoutBalance>;

export type LedgerEventType = LedgerEvent['type'];
export type MovementEvent = Exclude<LedgerEvent, { type: 'OrderWithoutBalanceSet' }>;

export const MOVEMENT_EVENT_TYPES = [
  'CreditsBought', 'CreditsTransferred', 'CreditsDeducted', 'CreditsRefunded', 'SoftwareCharged', 'SoftwareRefunded', 'DistributorProfitPaid',
] as const satisfies readonly MovementEvent['type'][];
export const LEDGER_EVENT_TYPES = [...MOVEMENT_EVENT_TYPES, 'OrderWithoutBalanceSet'] as const satisfies readonly LedgerEventType[];

type MovementOf<E> = [Extract<E, { type: MovementEvent['type'] }>] extends [never] ? E & MovementEvent : Extract<E, { type: MovementEvent['type'] }>;

/** Narrows a ledger event, new or recorded (typed or not), to a movement. */
export const isMovementEvent = <E extends { type: string }>(event: E): event is MovementOf<E> =>
  (MOVEMENT_EVENT_TYPES as readonly string[]).includes(event.type);
