import { accountEvent, accountStream } from '../../../events/accounts/events.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { WrongExpectedVersion, type EventStore } from '../../../events/store/port.js';
import type { Db } from '../../../database/connect.js';

// Older versions created accounts from the Admin's user screen without recording UserRegistered, so
// projections that fold the network from account events (reports, notifications) did not know them.
// Once per database, each account whose stream has no UserRegistered gets one, as the account is
// now (roles, parent), marked `adopted`. Its id is derived from the account: a walk cut by a crash
// is walked again and appends nothing twice. A marker stream records that the walk is done, so a
// start reads one stream, not one per account.

export const REGISTRATIONS_ADOPTED_STREAM = 'adoption-user-registrations';
const DONE = 'UserRegistrationsAdopted';

/** Records UserRegistered for every account whose stream lacks it: how many. */
export const recordMissingRegistrations = async (db: Db, store: EventStore): Promise<number> => {
  // Sub-users sign in as `users` rows but are no accounts of the network (SubUserCreated records them).
  const users = await db.selectFrom('users').select(['id', 'email', 'roles', 'parent_id', 'created_at']).where('sub_user_of', 'is', null).orderBy('created_at').execute();
  let adopted = 0;
  for (const user of users) {
    const events = await store.readStream(accountStream(user.id));
    if (events.some((event) => event.type === 'UserRegistered')) continue;
    const registered = accountEvent(deterministicUuid(`adopted-registration:${user.id}`), 'UserRegistered', {
      userId: user.id, email: user.email, roles: user.roles, parentId: user.parent_id, at: user.created_at.toISOString(), adopted: true,
    });
    try {
      // Expected revision: another instance starting at the same time appends it once, not twice.
      await store.appendToStream(accountStream(user.id), [registered], { expectedRevision: events.length ? events[events.length - 1].revision : 'no_stream' });
      adopted += 1;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
    }
  }
  return adopted;
};

/** The walk, once per database: how many registrations it recorded (0 when it was done before). */
export const adoptMissingRegistrations = async (db: Db, store: EventStore, now: Date): Promise<number> => {
  if ((await store.readStream(REGISTRATIONS_ADOPTED_STREAM)).length > 0) return 0;
  const adopted = await recordMissingRegistrations(db, store);
  try {
    await store.appendToStream(REGISTRATIONS_ADOPTED_STREAM, [{ id: deterministicUuid(REGISTRATIONS_ADOPTED_STREAM), type: DONE, data: { adopted, at: now.toISOString() } }], { expectedRevision: 'no_stream' });
  } catch (error) {
    if (!(error instanceof WrongExpectedVersion)) throw error; // another instance finished the walk first
  }
  return adopted;
};
