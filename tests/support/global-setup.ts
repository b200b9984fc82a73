import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../../api/config.js';
import { createServices } from '../../api/services/create.js';
import { startEmbeddedPostgres } from '../../database/embedded.js';
import { connectDatabase } from '../../database/connect.js';
import { migrateToLatest } from '../../database/migrate.js';
import { seedDemoData } from '../../scripts/lib/demo-data.js';
import { seedReferenceData } from '../../scripts/lib/reference-data.js';
import { SEEDED_TEMPLATE_DATABASE, TEMPLATE_DATABASE } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * The seeded template: what every test portal used to write at its start (countries, prices, the
 * demo accounts with their argon2 hash, their events and read models), written once per run and
 * cloned by each file. Nothing of it lives outside the database: the JWT secret is the tests' own,
 * and the file store and its key are made per portal in its own data directory.
 */
const seedTemplate = async (server: { url(database: string): string }) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-seed-'));
  const database = connectDatabase(server.url(SEEDED_TEMPLATE_DATABASE), 4);
  try {
    const config = { ...readConfig({}), publicUrl: 'http://portal.test', dataDir };
    const services = await createServices(config, { database, jwtSecret: 'test-secret' });
    await services.start();
    try {
      await seedReferenceData(database.db);
      await seedDemoData(services);
    } finally {
      await services.stop();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};

/**
 * One embedded PostgreSQL for the whole run, started by the root project only: every project
 * inherits this file (`extends: true`) and would otherwise start a server of its own, and every
 * project reads the root's provided context.
 */
export default async function setup(project: TestProject) {
  if (!project.isRootProject()) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'portal-test-'));
  const server = await startEmbeddedPostgres({ dir, persistent: false });
  try {
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
      const template = connectDatabase(server.url(TEMPLATE_DATABASE), 2);
      await migrateToLatest(template.db).finally(() => template.close());
      await admin.query(`CREATE DATABASE ${SEEDED_TEMPLATE_DATABASE} TEMPLATE ${TEMPLATE_DATABASE}`);
      await seedTemplate(server);
    } finally {
      await admin.end();
    }
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
