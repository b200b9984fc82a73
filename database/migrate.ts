import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** A migration's file: the source (.ts), or compiled into build/ (.js); its name is without the extension. */
const MIGRATION_FILE = /^(\d{8}T\d{6}_.+)\.(ts|js)$/;

/** Migrations are timestamp-named files in database/migrations, applied in name order. */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => MIGRATION_FILE.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(MIGRATION_FILE, '$1')] = await import(pathToFileURL(join(MIGRATIONS_DIR, file)).href);
    }
    return migrations;
  },
};

export const migrateToLatest = async (db: Kysely<any>): Promise<string[]> => {
  const { error, results } = await new Migrator({ db, provider: folderProvider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
