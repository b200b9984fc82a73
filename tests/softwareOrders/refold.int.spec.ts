import { describe, expect, it } from 'vitest';
import { up as refold } from '../../database/migrations/20261124T125000_refold_software_orders.js';
import { projections } from '../../projections/index.js';
import { createProjectionRunner } from '../../projections/runner/runner.js';
import { softwareOrdersProjection } from '../../projections/softwareOrders/projection.js';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { readUploadForm } from '../../scripts/lib/multipart.js';
import { tableRows } from '../projections/support.js';
import { usePortal } from '../support/use-portal.js';
import { caughtUp } from '../support/caught-up.js';

// Upgrading a database whose software orders were folded before the calibrators' half existed: the
// migration empties the read model and its checkpoint, and the runner folds every order again. Here
// the "old" state is made by emptying the new tables (as an old database has them), then the
// migration runs and the runner catches up: the rows equal the live ones from before.

const { portal, ids, headers } = usePortal(['admin', 'dealer', 'calibrator']);

describe('the refold of the software orders read model', () => {
  it('gives back every row after an upgrade', async () => {
    const { db, pool, store, runner } = portal.services;
    await seedDemoCatalogue(db);
    const golf = await db.selectFrom('vehicles').select('id').where('model', '=', 'Golf').where('engine', '=', '2.0 TDI 150hp').executeTakeFirstOrThrow();
    const form = readUploadForm('ECU');
    const read = (await portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...headers.dealer, 'content-type': form.contentType }, payload: form.body })).json();
    const draft = { type: 'ECU', stage: '2', vehicleId: golf.id, files: [{ uploadId: read.id }] };
    const { total } = (await portal.app.inject({ method: 'POST', url: '/api/order-software/quote', headers: headers.dealer, payload: draft })).json();
    await portal.app.inject({ method: 'POST', url: '/api/credit/transfer', headers: headers.admin, payload: { to: ids.dealer, amount: total * 3 } });
    for (let i = 0; i < 3; i += 1) {
      const created = await portal.app.inject({ method: 'POST', url: '/api/order-software/create', headers: headers.dealer, payload: { ...draft, expectedTotal: total } });
      expect(created.statusCode, created.body).toBe(200);
      if (i === 0) expect((await portal.app.inject({ method: 'POST', url: '/api/order-software/assign', headers: headers.calibrator, payload: { id: created.json().id } })).statusCode).toBe(200);
    }
    expect(await caughtUp({ runner, pool })).toBe(true);
    const snapshot = () => Promise.all(softwareOrdersProjection.tables.map((table) => tableRows(pool, table)));
    const live = await snapshot();

    await runner.stop();
    await db.deleteFrom('software_order_reads').execute();
    await refold(db);
    expect(await tableRows(pool, 'software_orders')).toEqual([]);
    // The next start of the portal: a runner that knows only the checkpoints in the table.
    const restarted = createProjectionRunner({ store, db, pool, projections, log: () => undefined });
    await restarted.start();
    try {
      expect(await caughtUp({ runner: restarted, pool })).toBe(true);
      expect(await snapshot()).toEqual(live);
    } finally {
      await restarted.stop();
    }
  });
});
