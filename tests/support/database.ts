import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../database/connect.js';
import { projections } from '../../projections/index.js';

/** Migrated, and empty: for the tests of the store and the projections, which count every row. */
export const TEMPLATE_DATABASE = 'portal_template';
/** Migrated, with the reference data and the demo accounts (global-setup.ts): what a test portal starts from. */
export const SEEDED_TEMPLATE_DATABASE = 'portal_seeded';
const REQUEST_CONNECTIONS = 20;

/** A fresh, migrated database cloned from one of the run's templates; dropped by `handle.close()`. */
export const createTestDatabase = async (template = TEMPLATE_DATABASE): Promise<DatabaseHandle & { url: string }> => {
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  // Tests that run a projection runner on this pool (tests/projections) lend it one connection per
  // projection for its advisory locks (the server gives them a pool of their own, api/services/create.ts):
  // room for all of them and 20 more, or the 22nd projection left appends waiting forever.
  const handle = connectDatabase(url, projections.length + REQUEST_CONNECTIONS);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};
