import { reactorsFor } from '../../api/reactors.js';
import type { Services } from '../../api/services/create.js';
import { hashPassword } from '../../api/services/passwords.js';
import { DEMO_PASSWORD } from '../lib/demo-data.js';
import { seedReferenceData } from '../lib/reference-data.js';
import { generateScale, type ScaleSummary } from './generate.js';
import { SCALE_EMAIL_DOMAIN } from './network.js';
import { rebuildEveryReadModel, type RebuiltModel } from './read-models.js';
import { scaleNamed } from './sizes.js';

// `npm run seed -- --scale medium|large`: a generated network in the event store, its read models
// rebuilt from it, on a database whose server is stopped. Every account signs in with the demo
// password (admin-0@scale.test, distributor-0@scale.test, dealer-0@scale.test...).

/** Whether this database holds a generated network already (its ids are fixed: a second one would collide). */
const seededBefore = async (services: Services) =>
  Boolean(await services.db.selectFrom('users').select('id').where('email', '=', `admin-0@${SCALE_EMAIL_DOMAIN}`).executeTakeFirst());

export const seedScale = async (services: Services, name: string, log: (line: string) => void): Promise<{ summary: ScaleSummary; rebuilt: RebuiltModel[] } | null> => {
  const size = scaleNamed(name);
  if (await seededBefore(services)) return null;
  await seedReferenceData(services.db);
  let shown = 0;
  const summary = await generateScale(services.pool, size, {
    now: new Date(), seed: 15, passwordHash: await hashPassword(DEMO_PASSWORD),
    onProgress: (events) => {
      if (events - shown < 250_000) return;
      shown = events;
      log(`  ${events.toLocaleString('en-US')} events written`);
    },
  });
  log(`Generated ${summary.events.toLocaleString('en-US')} events in ${(summary.ms / 1000).toFixed(0)} s; rebuilding the read models`);
  await services.pool.query('ANALYZE');
  const rebuilt = await rebuildEveryReadModel(services);
  // The history's effects are in it already (charges recorded, refunds made): the reactors start
  // after it, so no mail is sent for a generated event.
  const head = await services.store.headPosition();
  const at = { commit_position: head.commit.toString(), prepare_position: head.prepare.toString(), updated_at: new Date() };
  for (const reactor of reactorsFor(services, () => undefined)) {
    await services.db.insertInto('projection_checkpoints').values({ name: reactor.name, ...at }).onConflict((oc) => oc.column('name').doUpdateSet(at)).execute();
  }
  await services.pool.query('ANALYZE');
  return { summary, rebuilt };
};
