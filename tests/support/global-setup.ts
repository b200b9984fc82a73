import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../database/embedded.js';
import { connectDatabase } from '../../database/connect.js';
import { migrateToLatest } from '../../database/migrate.js';
import { TEMPLATE_DATABASE } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'portal-test-'));
  const server = await startEmbeddedPostgres({ dir, persistent: false });
  try {
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = connectDatabase(server.url(TEMPLATE_DATABASE), 2);
    await migrateToLatest(template.db).finally(() => template.close());
  } catch (error) {
    // A set-up that fails must not leave its server running (the run would hang instead of failing).
    await server.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('postgresUrl', server.url('postgres'));
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
