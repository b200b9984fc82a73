import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../database/connect.js';
import { startEmbeddedPostgres } from '../database/embedded.js';
import { migrateToLatest } from '../database/migrate.js';
import { benchEventStore } from './bench/event-store.js';
import { benchHistory } from './bench/history.js';
import { benchCatalogueSearch } from './bench/catalogue-search.js';
import { benchCatalogueImport } from './bench/catalogue-import.js';
import { benchLedger } from './bench/ledger.js';
import { benchOrders } from './bench/orders.js';
import { benchFiles } from './bench/files.js';
import { benchChat } from './bench/chat.js';
import { benchNotifications } from './bench/notifications.js';
import { startBenchPortal, type BenchPortal } from './bench/portal.js';
import { benchReports } from './bench/reports.js';
import { benchAdminBundle } from './bench/admin-bundle.js';
import { benchSoak } from './bench/soak.js';
import { benchScale } from './bench/scale.js';
import { benchNetwork } from './bench/network.js';
import { benchStart } from './bench/start.js';

// `npm run bench`: figures, never pass/fail. Every figure of the event store and the ledger
// stands beside a raw SQL baseline measured in the same run on the same embedded PostgreSQL.
// BENCH_SECTIONS=store,ledger,history picks sections; sizes: see scripts/bench/*.ts (BENCH_*).

// The start section is asked for by name (BENCH_SECTIONS=start): its first run generates the medium
// network's data directory (6 min on 2 busy cores), later runs reuse it and take 1-2 min.
// The scale section is asked for by name (BENCH_SECTIONS=scale): at medium size its live fold takes
// longer than the rest together until the notifications and software_orders projections fold in batches.
const sections = new Set((process.env.BENCH_SECTIONS ?? 'store,ledger,history,network,cascade,import,files,orders,chat,notifications,reports,bundle,soak').split(','));
const dir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
const server = await startEmbeddedPostgres({ dir, persistent: false });
const createDatabase = async (name: string) => {
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return server.url(name);
};
/** A section on a migrated database of its own, closed after it. */
const onDatabase = async (name: string, section: (database: DatabaseHandle) => Promise<void>) => {
  const database = connectDatabase(await createDatabase(name), 10);
  try {
    await migrateToLatest(database.db);
    await section(database);
  } finally {
    await database.close();
  }
};
/** A section on a portal with a database of its own (`poolSize` connections), closed after it. */
const onPortal = async (name: string, poolSize: number, section: (portal: BenchPortal, url: string) => Promise<void>, options: { live?: boolean } = {}) => {
  const url = await createDatabase(name);
  const portal = await startBenchPortal(url, poolSize, options);
  try {
    await section(portal, url);
  } finally {
    await portal.close();
  }
};
const started = performance.now();
console.log(`npm run bench: embedded PostgreSQL (fsync on), node ${process.version}\n`);
try {
  // First, on a machine the other sections have not warmed or loaded yet.
  if (sections.has('start')) await benchStart();
  if (sections.has('store')) await onDatabase('bench_store', benchEventStore);
  if (sections.has('ledger') || sections.has('history')) {
    await onPortal('bench_ledger', 80, async (portal, url) => {
      if (sections.has('ledger')) await benchLedger(portal, url);
      if (sections.has('history')) await benchHistory(portal);
    });
  }
  if (sections.has('network')) await onPortal('bench_network', 10, benchNetwork);
  if (sections.has('orders')) await onPortal('bench_orders', 80, benchOrders);
  if (sections.has('cascade')) await onPortal('bench_cascade', 20, benchCatalogueSearch);
  if (sections.has('import')) await onDatabase('bench_import', benchCatalogueImport);
  if (sections.has('files')) await onPortal('bench_files', 10, benchFiles);
  // The live reactor on: the chat's pushes and the stored notification's push are what these sections measure.
  if (sections.has('chat')) await onPortal('bench_chat', 20, benchChat, { live: true });
  if (sections.has('notifications')) await onPortal('bench_notifications', 20, benchNotifications, { live: true });
  if (sections.has('reports')) await onPortal('bench_reports', 20, (portal) => benchReports(portal));
  if (sections.has('bundle')) benchAdminBundle();
  if (sections.has('soak')) await benchSoak();
  // Issue 15: BENCH_SCALE=medium (default) or large, or BENCH_SCALE_DATA_DIR (scripts/bench/scale.ts).
  if (sections.has('scale') && process.env.BENCH_SCALE_DATA_DIR) {
    // A database `npm run seed -- --scale large` filled once (its generation and rebuild take most of an hour).
    const seeded = await startEmbeddedPostgres({ dir: process.env.BENCH_SCALE_DATA_DIR });
    try {
      const portal = await startBenchPortal(seeded.url(), 20);
      try {
        await benchScale(portal, seeded.url(), true);
      } finally {
        await portal.close();
      }
    } finally {
      await seeded.stop();
    }
  } else if (sections.has('scale')) await onPortal('bench_scale', 20, benchScale);
  const memory = process.memoryUsage();
  console.log(`\nprocess memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB; ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
