import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStream } from '../../events/accounts/events.js';
import { adoptMissingRegistrations, recordMissingRegistrations, REGISTRATIONS_ADOPTED_STREAM } from '../../api/services/accounts/adopt-registrations.js';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';
import { eventually } from '../projections/support.js';

// An account an older version created without UserRegistered (a plain users row) is unknown to the
// projections that fold the network from account events; the walk at start records it once.

let portal: TestPortal;
let admin: Record<string, string>;
let distributorId: string;

beforeAll(async () => {
  portal = await createTestPortal();
  const demo = await signInDemo(portal, ['admin']);
  admin = demo.headers.admin!;
  distributorId = demo.ids.distributor!;
});
afterAll(async () => portal?.close());

const oldAccount = async () => {
  const id = randomUUID();
  await portal.services.db.insertInto('users').values({
    id, email: `${id}@old.test`, password_hash: 'x', first_name: 'Old', last_name: 'Dealer', phone: '', country_id: 'ES',
    roles: ['Dealer'], parent_id: distributorId, email_verified_at: new Date(),
  }).execute();
  return id;
};

describe('registrations an older version did not record', () => {
  it('are walked once per database: the start left its marker, a second walk records nothing', async () => {
    expect(await portal.services.store.readStream(REGISTRATIONS_ADOPTED_STREAM)).toHaveLength(1);
    expect(await adoptMissingRegistrations(portal.services.db, portal.services.store, new Date())).toBe(0);
  });

  it('records the account once, as it is, and the reports then list it under its parent', async () => {
    const id = await oldAccount();
    const listed = async () => (await portal.app.inject({ url: `/api/reports/credit?ids=${id}`, headers: admin })).json().users.map((u: { id: string }) => u.id);
    expect(await listed()).toEqual([]);
    expect(await recordMissingRegistrations(portal.services.db, portal.services.store)).toBe(1);
    expect(await recordMissingRegistrations(portal.services.db, portal.services.store)).toBe(0);
    const [registered] = await portal.services.store.readStream(accountStream(id));
    expect(registered).toMatchObject({ type: 'UserRegistered', data: { userId: id, roles: ['Dealer'], parentId: distributorId, adopted: true } });
    await eventually(async () => (await listed()).includes(id), 'the adopted account in the credit report');
  });
});
