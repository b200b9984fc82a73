import { readConfig } from '../api/config.js';
import { connectDatabase } from '../database/connect.js';
import { startEmbeddedPostgres } from '../database/embedded.js';
import { migrateToLatest } from '../database/migrate.js';

// `npm run migrate`: apply pending migrations to DATABASE_URL, or to the embedded database.
const config = readConfig();
const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dir: config.dataDir });
const database = connectDatabase(config.databaseUrl ?? embedded!.url(), 2);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.close();
  await embedded?.stop();
}
