import type { NewEvent } from '../store/port.js';

/**
 * A sub-user acting for its parent is named on the events it caused (`subUserId`), while the parent
 * stays the actor every rule checks: balances, orders and credits are the parent's (issue 13).
 */
/** The `subUserId` field of one event, when a sub-user acts (spread into its data). */
export const subUserField = (actor: { subUserId?: string }): { subUserId?: string } => (actor.subUserId ? { subUserId: actor.subUserId } : {});

export const tagSubUser = <E extends NewEvent>(actor: { subUserId?: string }, events: E[]): E[] => {
  const { subUserId } = actor;
  return subUserId ? events.map((event) => ({ ...event, data: { ...event.data, subUserId } })) : events;
};
