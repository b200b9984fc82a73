import { handleCommand, type CommandResult } from '../../events/command/handle-command.js';
import { couponStream, isCouponCode, normaliseCouponCode } from '../../events/coupons/code.js';
import type { CouponCommand } from '../../events/coupons/commands.js';
import { couponDecider } from '../../events/coupons/decide.js';
import { COUPON_NOT_FOUND, COUPON_RELEASED_FOR_ORDER, CouponRefused } from '../../events/coupons/errors.js';
import { COUPON_EVENT_TYPES, type CouponEvent } from '../../events/coupons/events.js';
import { entryOf, type CouponState } from '../../events/coupons/state.js';
import type { Actor } from '../../events/credit/commands.js';
import type { EventStore } from '../../events/store/port.js';
import type { Db } from '../../database/connect.js';
import { couponFacts } from '../../projections/coupons/queries.js';
import { couponProblem } from '../../events/coupons/state.js';
import type { AppServices } from '../plugins/services.js';
import { deterministicUuid } from '../../events/deterministic-id.js';

// The coupon's command path, shared by the coupon routes and the order feature: handleCommand on
// the coupon's stream, then a bounded wait until the coupons read model shows the change.
// Commands on one coupon run one at a time in this process (a popular coupon redeemed by many
// orders at once would otherwise spend its conflict retries); between instances the expected
// revision of the append still decides, so a limit is never exceeded.

type CouponServices = Pick<AppServices, 'store' | 'runner'>;

const queues = new WeakMap<EventStore, Map<string, Promise<unknown>>>();

/** Runs `task` after the tasks queued before it on `stream` (in this process). */
const inTurn = <T>(store: EventStore, stream: string, task: () => Promise<T>): Promise<T> => {
  let streams = queues.get(store);
  if (!streams) queues.set(store, (streams = new Map()));
  const result = (streams.get(stream) ?? Promise.resolve()).then(task);
  const tail = result.then(() => undefined, () => undefined);
  streams.set(stream, tail);
  void tail.then(() => {
    if (streams.get(stream) === tail) streams.delete(stream);
  });
  return result;
};

/** Runs a command on the coupon `code` (normalised); `command` may be built from the coupon's state. */
export const runCouponCommand = async (
  services: CouponServices, code: string, command: CouponCommand | ((state: CouponState) => CouponCommand),
): Promise<CommandResult<CouponState, CouponEvent>> => {
  const stream = couponStream(code);
  const result = await inTurn(services.store, stream, () => handleCommand(services.store, stream, couponDecider, command));
  if (result.events.length && result.position) await services.runner.waitFor(result.position, undefined, COUPON_EVENT_TYPES);
  return result;
};

/** Event ids of an order's use: the same order redeems and releases once, whoever retries. */
export const couponRedeemEventId = (code: string, orderId: string) => deterministicUuid(`coupon-redeem:${normaliseCouponCode(code)}:${orderId}`);
export const couponReleaseEventId = (code: string, orderId: string) => deterministicUuid(`coupon-release:${normaliseCouponCode(code)}:${orderId}`);

const isoOf = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at).toISOString();

/** A code as typed: normalised; a code that cannot exist is simply not found. */
const knownCode = (code: string) => {
  const normalised = normaliseCouponCode(code);
  if (!isCouponCode(normalised)) throw new CouponRefused(404, COUPON_NOT_FOUND);
  return normalised;
};

export type CouponRedemption = {
  code: string;
  orderId: string;
  dealerId: string;
  /** The percent this order gets (the coupon's when it was redeemed first). */
  discountPercent: number;
  /** The order had redeemed it before: nothing was counted now. */
  replayed: boolean;
};

/**
 * Counts one use of the coupon for an order being placed, or refuses (CouponRefused: 404 unknown;
 * 422 inactive, not valid yet, expired, used up, the dealer's uses used up; 409 the order gave it
 * back). Idempotent by orderId: a retry answers the first redemption and counts nothing.
 */
export const redeemCoupon = async (
  services: CouponServices,
  input: { code: string; orderId: string; dealerId: string; actor: Actor; at: Date | string },
): Promise<CouponRedemption> => {
  const code = knownCode(input.code);
  const result = await runCouponCommand(services, code, {
    type: 'RedeemCoupon', code, eventId: couponRedeemEventId(code, input.orderId), actor: input.actor, at: isoOf(input.at), orderId: input.orderId, dealerId: input.dealerId,
  });
  const redeemed = [...result.history, ...result.events].find((e) => e.type === 'CouponRedeemed' && e.data.orderId === input.orderId);
  if (redeemed?.type !== 'CouponRedeemed') throw new CouponRefused(404, COUPON_NOT_FOUND); // unreachable: the decider refuses first
  if (entryOf(result.state.orders, input.orderId)?.released) throw new CouponRefused(409, COUPON_RELEASED_FOR_ORDER);
  return { code, orderId: input.orderId, dealerId: redeemed.data.dealerId, discountPercent: redeemed.data.discountPercent, replayed: result.events.length === 0 };
};

/**
 * Gives an order's use back (the order was cancelled or refused). Idempotent by orderId; an order
 * that never used the coupon releases nothing. `released` says whether a use came back now.
 */
export const releaseCoupon = async (
  services: CouponServices,
  input: { code: string; orderId: string; actor: Actor; at: Date | string },
): Promise<{ code: string; orderId: string; released: boolean }> => {
  const code = knownCode(input.code);
  const result = await runCouponCommand(services, code, {
    type: 'ReleaseCoupon', code, eventId: couponReleaseEventId(code, input.orderId), actor: input.actor, at: isoOf(input.at), orderId: input.orderId,
  });
  return { code, orderId: input.orderId, released: result.events.length > 0 };
};

/**
 * The coupon a dealer may use now, with its percent, or a CouponRefused (404 unknown; 422 inactive,
 * not valid yet, expired, used up). What `coupon/validate` answers and what an order's quote applies.
 */
export const checkCoupon = async (db: Db, typed: string, dealerId: string, now: Date): Promise<{ code: string; percent: number; validUntil: string | null }> => {
  const code = knownCode(typed);
  const facts = await couponFacts(db, code, dealerId);
  const problem = couponProblem(facts, { now: now.toISOString(), dealerId });
  if (problem || !facts.terms) throw new CouponRefused(problem === COUPON_NOT_FOUND || !facts.terms ? 404 : 422, problem ?? COUPON_NOT_FOUND);
  return { code, percent: facts.terms.discountPercent, validUntil: facts.terms.validUntil };
};
