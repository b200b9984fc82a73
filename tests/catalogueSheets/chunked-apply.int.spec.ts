import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLY_CHUNK, applyNextChunk, stageRows } from '../../tables/catalogueSheets/apply.js';
import { runImport, type SheetRow } from '../../tables/catalogueSheets/engine.js';
import { createImportJob, findImport } from '../../tables/catalogueSheets/jobs.js';
import type { AnySheetKind } from '../../tables/catalogueSheets/kinds.js';
import { resumeInterruptedImports } from '../../tables/catalogueSheets/resume.js';
import { VEHICLE_COLUMNS, vehiclesSheet } from '../../tables/catalogueSheets/vehicles-sheet.js';
import { createTestPortal, type TestPortal } from '../support/app.js';

// A large catalogue import is applied in chunks of short transactions, so it never holds back the
// global event feed (read only below pg_snapshot_xmin), and stays all or nothing for the user.

let portal: TestPortal;
let adminId: string;
beforeAll(async () => {
  portal = await createTestPortal();
  adminId = (await portal.services.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow()).id;
});
afterAll(async () => portal?.close());

const ROWS = APPLY_CHUNK * 2 + APPLY_CHUNK / 2;
const vehicleCells = (model: string, i: number): string[] => {
  const values: Record<string, string> = { make: 'Seat', model, generation: 'G1', engine: `E${i}`, engineFamily: 'EA888', 'One price': '100.00' };
  return VEHICLE_COLUMNS.map((column) => values[column] ?? '');
};
async function* sheet(model: string): AsyncGenerator<SheetRow> {
  yield { number: 1, cells: [...VEHICLE_COLUMNS] };
  for (let i = 0; i < ROWS; i += 1) yield { number: i + 2, cells: vehicleCells(model, i) };
}
const vehiclesOf = async (model: string) =>
  Number((await portal.services.db.selectFrom('vehicles').select((eb) => eb.fn.countAll().as('n')).where('model', '=', model).executeTakeFirstOrThrow()).n);
const run = (kind: AnySheetKind, jobId: string) => ({ db: portal.services.db, kind, jobId, actorId: adminId, dryRun: false, now: () => new Date() });

describe('a large catalogue import', () => {
  it('lets events appended elsewhere while it runs reach the global feed', async () => {
    const { store, db } = portal.services;
    const probe = { id: randomUUID(), type: 'FeedProbe', data: { at: 'during the import' } };
    let visibleDuringImport: boolean | null = null;
    let calls = 0;
    let before = await store.headPosition();
    // The same kind, but between its chunks another writer appends an event and a reader looks for it.
    const watched: AnySheetKind = {
      ...vehiclesSheet,
      apply: async (trx, rows, actorId, now) => {
        calls += 1;
        if (calls === 2) {
          before = await store.headPosition();
          await store.appendToStream(`feed-probe-${probe.id}`, [probe], { expectedRevision: 'no_stream' });
        }
        // A transaction of another test file on the shared PostgreSQL may hold the feed back a moment
        // (pg_snapshot_xmin): look again for a while; the import itself must not be what holds it.
        for (let tries = 0; calls === 3 && !visibleDuringImport && tries < 100; tries += 1) {
          visibleDuringImport = (await store.readAll(before, 1_000)).some((e) => e.id === probe.id);
          if (!visibleDuringImport) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return vehiclesSheet.apply(trx, rows, actorId, now);
      },
    };
    const job = await createImportJob(db, { kind: 'vehicles', fileName: 'large.xlsx', actorId: adminId, dryRun: false });
    const done = await runImport(run(watched, job.id), sheet('Chunked'));
    expect(done).toMatchObject({ status: 'done', total: ROWS, processed: ROWS, summary: { created: ROWS, updated: 0, unchanged: 0 } });
    expect(calls).toBe(3);
    expect(visibleDuringImport).toBe(true);
    expect(await vehiclesOf('Chunked')).toBe(ROWS);
    expect(await db.selectFrom('catalogue_import_rows').select('job_id').where('job_id', '=', job.id).execute()).toEqual([]);
  });

  it('writes nothing when any row is bad, even the last one', async () => {
    const { db } = portal.services;
    async function* withBadLast(): AsyncGenerator<SheetRow> {
      for await (const row of sheet('AllOrNothing')) yield row.number === ROWS + 1 ? { ...row, cells: vehicleCells('AllOrNothing', 0).map((c, i) => (i === 7 ? 'abc' : c)) } : row;
    }
    const job = await createImportJob(db, { kind: 'vehicles', fileName: 'bad.xlsx', actorId: adminId, dryRun: false });
    const done = await runImport(run(vehiclesSheet, job.id), withBadLast());
    expect(done.status).toBe('rejected');
    expect(done.problems.some((p) => p.row === ROWS + 1)).toBe(true);
    expect(await vehiclesOf('AllOrNothing')).toBe(0);
  });

  it('is finished on restart when a crash stopped it between chunks, and shows done only then', async () => {
    const { db } = portal.services;
    const job = await createImportJob(db, { kind: 'vehicles', fileName: 'crash.xlsx', actorId: adminId, dryRun: false });
    const rows = [];
    for await (const row of sheet('Resumed')) {
      if (row.number === 1) continue;
      const parsed = vehiclesSheet.parse(Object.fromEntries(VEHICLE_COLUMNS.map((column, i) => [column, row.cells[i]])));
      if (!('row' in parsed)) throw new Error('bad test row');
      rows.push({ line: row.number, row: parsed.row });
    }
    // What a process that died after its first chunk leaves behind.
    await stageRows(db, job.id, rows);
    expect(await applyNextChunk({ db, kind: vehiclesSheet, jobId: job.id, actorId: adminId, now: () => new Date() })).toBe(true);
    expect(await findImport(db, job.id)).toMatchObject({ status: 'applying', processed: APPLY_CHUNK, total: ROWS });
    expect(await vehiclesOf('Resumed')).toBe(APPLY_CHUNK);

    const resumed = await resumeInterruptedImports(db, () => new Date());
    expect(resumed.map((j) => j.id)).toEqual([job.id]);
    expect(await findImport(db, job.id)).toMatchObject({ status: 'done', processed: ROWS, summary: { created: ROWS, updated: 0, unchanged: 0 } });
    expect(await vehiclesOf('Resumed')).toBe(ROWS);
    expect(await resumeInterruptedImports(db, () => new Date())).toEqual([]);
  });
});
