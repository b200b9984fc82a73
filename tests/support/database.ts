import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../database/connect.js';

export const TEMPLATE_DATABASE = 'portal_template';

/** A fresh, migrated database cloned from the run's template; dropped by `handle.close()`. */
export const createTestDatabase = async (): Promise<DatabaseHandle & { url: string }> => {
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  const handle = connectDatabase(url, 20);
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
