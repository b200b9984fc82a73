import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The real encryption agent (scripts/encryption-agent.ts) in a child process, as an operator would
// start it: `npx tsx scripts/encryption-agent.ts --url ... --secret ... --dir ...`.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type AgentProcess = {
  child: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
  /** Resolves with the first line (seen or to come) that matches. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export const agentCommand = (args: string[]) => ({ command: 'npx', args: ['tsx', 'scripts/encryption-agent.ts', ...args], cwd: ROOT });

/** Runs the agent's CLI once (encrypt-file, decrypt-file) and answers its exit code. */
export const runAgentCli = (args: string[]) =>
  new Promise<number | null>((resolve) => {
    const { command, args: all, cwd } = agentCommand(args);
    spawn(command, all, { cwd, stdio: 'inherit' }).on('exit', resolve);
  });

export const startAgent = (options: { url: string; secret: string; dir: string; name?: string; chunkDelayMs?: number }): AgentProcess => {
  const { command, args, cwd } = agentCommand([
    '--url', options.url, '--dir', options.dir, '--name', options.name ?? 'test-agent', '--chunk-delay-ms', String(options.chunkDelayMs ?? 0),
  ]);
  // The secret by environment, as documented: never on a command line that `ps` shows.
  const child = spawn(command, args, { cwd, env: { ...process.env, ENCRYPTION_AGENT_SECRET: options.secret }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines: string[] = [];
  const waiters = new Set<{ pattern: RegExp; resolve(line: string): void }>();
  const take = (chunk: Buffer) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      lines.push(line);
      for (const waiter of waiters) if (waiter.pattern.test(line)) {
        waiters.delete(waiter);
        waiter.resolve(line);
      }
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))));
  return {
    child,
    lines,
    exited,
    waitForLine: (pattern, timeoutMs = 60_000) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { pattern, resolve: (line: string) => (clearTimeout(timer), resolve(line)) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`the agent never printed ${pattern}; it printed:\n${lines.join('\n')}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    // npx runs tsx which runs node: the whole process group gets the signal, as a closed desktop application would.
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
      return exited;
    },
  };
};
