import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The portal under soak: `npm start`'s own entry (scripts/start.ts) in a child process on a data
// directory of its own, so a SIGKILL takes the whole node process down as a crash would. Its
// embedded PostgreSQL survives the kill (re-parented to init) and the next start stops that orphan
// (database/embedded.ts), as tests/support/crash-server.ts relies on too.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const HEALTH_POLL_MS = 200;
const CLEAN_STOP_MS = 30_000;

export type ServerProcess = { child: ChildProcess; pid: number; exited: Promise<number | null>; output: string[] };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts scripts/start.ts on `dataDir` and answers once /api/health says 200. */
export const startServer = async (dataDir: string, port: number): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', EVENTSTORE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // Only the last lines: a long soak must not hold every log line of every server it started.
  const keep = (chunk: unknown) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let gone = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    gone = true;
    resolve(code);
  }));
  const server = { child, pid: child.pid!, exited, output };
  for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline && !gone; await sleep(HEALTH_POLL_MS)) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.status === 200) return server;
    await health?.body?.cancel();
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become healthy:\n${output.join('')}`);
};

/** A crash: SIGKILL, no clean-up of any kind. */
export const killServer = async (server: ServerProcess) => {
  server.child.kill('SIGKILL');
  await server.exited;
};

/** A clean stop (SIGTERM): the server stops its PostgreSQL too; answers the exit code. */
export const stopServer = async (server: ServerProcess): Promise<number | null> => {
  server.child.kill('SIGTERM');
  const code = await Promise.race([server.exited, sleep(CLEAN_STOP_MS).then(() => 'timeout' as const)]);
  if (code !== 'timeout') return code;
  server.child.kill('SIGKILL');
  await server.exited;
  return null;
};

/** The resident set of a running process in bytes (Linux /proc), or null when unreadable. */
export const residentBytes = (pid: number): number | null => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : null;
  } catch {
    return null;
  }
};

/** Stops a PostgreSQL the data directory's last server left behind (a kill during clean-up). */
export const stopOrphanPostgres = async (dataDir: string) => {
  const lock = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(lock)) return;
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  const cmdline = `/proc/${pid}/cmdline`;
  if (!pid || !alive(pid) || !existsSync(cmdline) || !readFileSync(cmdline, 'utf8').includes(dataDir)) return;
  process.kill(pid, 'SIGINT');
  for (const deadline = Date.now() + CLEAN_STOP_MS; alive(pid) && Date.now() < deadline; ) await sleep(100);
};
