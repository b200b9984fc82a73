import type { Problem, ProblemParams } from '../problem.js';
import { NOT_PAID_YET, NOT_YOUR_ORDER, ORDER_NOT_FOUND, ORDER_VOID, STATUS_MOVE_NOT_ALLOWED } from './errors.js';
import type { SoftwareOrderState } from './state.js';
import { HIDDEN_STATUSES, mayMove, ORDER_STATUSES, STATUS_DISPLAY_NAMES, type OrderStatus, type StatusMover } from './statuses.js';

// The one rule of a status change (update-status): the decider refuses with it, and the order's
// answer offers exactly the statuses it lets through, so no screen offers a move the server refuses.

export type StatusChangeRefusal = { status: 404 | 409 | 422; problem: Problem; params?: ProblemParams };

/** Why `mover` (acting as `actorId`) may not move the order to `to` now, or null when it may. */
export const statusChangeRefusal = (state: SoftwareOrderState, to: OrderStatus, mover: StatusMover, actorId: string): StatusChangeRefusal | null => {
  if (!state.order || !state.status) return { status: 404, problem: ORDER_NOT_FOUND };
  if (state.payment === 'void') return { status: 404, problem: ORDER_VOID };
  // Work starts on a paid order; cancelling (or rejecting) one that waits for its price is fine.
  if (state.payment !== 'paid' && to !== 'Cancel' && to !== 'Rejected') return { status: 422, problem: NOT_PAID_YET };
  if (!mayMove(state.status, to, mover)) {
    return { status: 422, problem: STATUS_MOVE_NOT_ALLOWED, params: { from: STATUS_DISPLAY_NAMES[state.status], to: STATUS_DISPLAY_NAMES[to] } };
  }
  // A calibrator works on the orders it took (or an Admin gave it).
  if (mover === 'Calibrator' && state.calibratorId !== actorId) return { status: 409, problem: NOT_YOUR_ORDER };
  return null;
};

/** The statuses `mover` may move the order to now (the hidden ones only for an Admin): none means no status card. */
export const statusChoices = (state: SoftwareOrderState, mover: StatusMover, actorId: string): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => (mover === 'Admin' || !HIDDEN_STATUSES.includes(to)) && statusChangeRefusal(state, to, mover, actorId) === null);
