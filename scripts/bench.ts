import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../database/connect.js';
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
import { startBenchPortal } from './bench/portal.js';
import { benchReports } from './bench/reports.js';

// `npm run bench`: figures, never pass/fail. Every figure of the event store and the ledger
// stands beside a raw SQL baseline measured in the same run on the same embedded PostgreSQL.
// BENCH_SECTIONS=store,ledger,history picks sections; sizes: see scripts/bench/*.ts (BENCH_*).

const sections = new Set((process.env.BENCH_SECTIONS ?? 'store,ledger,history,cascade,import,files,orders,chat,notifications,reports').split(','));
const dir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
const server = await startEmbeddedPostgres({ dir, persistent: false });
const createDatabase = async (name: string) => {
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return server.url(name);
};
const started = performance.now();
console.log(`npm run bench: embedded PostgreSQL (fsync on), node ${process.version}\n`);
try {
  if (sections.has('store')) {
    const database = connectDatabase(await createDatabase('bench_store'), 10);
    try {
      await migrateToLatest(database.db);
      await benchEventStore(database);
    } finally {
      await database.close();
    }
  }
  if (sections.has('ledger') || sections.has('history')) {
    const url = await createDatabase('bench_ledger');
    const portal = await startBenchPortal(url, 80);
    try {
      if (sections.has('ledger')) await benchLedger(portal, url);
      if (sections.has('history')) await benchHistory(portal);
    } finally {
      await portal.close();
    }
  }
  if (sections.has('orders')) {
    const portal = await startBenchPortal(await createDatabase('bench_orders'), 80);
    try {
      await benchOrders(portal);
    } finally {
      await portal.close();
    }
  }
  if (sections.has('cascade')) {
    const portal = await startBenchPortal(await createDatabase('bench_cascade'), 20);
    try {
      await benchCatalogueSearch(portal);
    } finally {
      await portal.close();
    }
  }
  if (sections.has('import')) {
    const database = connectDatabase(await createDatabase('bench_import'), 10);
    try {
      await migrateToLatest(database.db);
      await benchCatalogueImport(database);
    } finally {
      await database.close();
    }
  }
  if (sections.has('files')) {
    const portal = await startBenchPortal(await createDatabase('bench_files'), 10);
    try {
      await benchFiles(portal);
    } finally {
      await portal.close();
    }
  }
  if (sections.has('chat')) {
    // The live reactor on: the chat's pushes are what this section measures.
    const portal = await startBenchPortal(await createDatabase('bench_chat'), 20, { live: true });
    try {
      await benchChat(portal);
    } finally {
      await portal.close();
    }
  }
  if (sections.has('notifications')) {
    // The live reactor on: the stored notification's push is what this section measures.
    const portal = await startBenchPortal(await createDatabase('bench_notifications'), 20, { live: true });
    try {
      await benchNotifications(portal);
    } finally {
      await portal.close();
    }
  }
  if (sections.has('reports')) {
    const portal = await startBenchPortal(await createDatabase('bench_reports'), 20);
    try {
      await benchReports(portal);
    } finally {
      await portal.close();
    }
  }
  const memory = process.memoryUsage();
  console.log(`\nprocess memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB; ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
