import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../api/app.js';
import { readConfig } from '../../api/config.js';
import { createServices } from '../../api/services/create.js';
import { connectDatabase } from '../../database/connect.js';
import { startEmbeddedPostgres } from '../../database/embedded.js';
import { migrateToLatest } from '../../database/migrate.js';

/**
 * The OpenAPI document as the server serves it: the app registers its routes on a throwaway
 * embedded PostgreSQL (some route plugins read their tables when they register), nothing listens.
 */
export const readOpenApiDocument = async (): Promise<unknown> => {
  const dir = await mkdtemp(join(tmpdir(), 'portal-docs-'));
  const server = await startEmbeddedPostgres({ dir, persistent: false });
  const database = connectDatabase(server.url('postgres'), 5);
  try {
    await migrateToLatest(database.db);
    const services = await createServices({ ...readConfig({}), dataDir: join(dir, 'data') }, { database, jwtSecret: 'docs', log: () => undefined, live: false });
    const app = await buildApp({ services, serveAdmin: false });
    await app.ready();
    const document = app.swagger();
    await app.close();
    await services.stop();
    return document;
  } finally {
    await database.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
};
