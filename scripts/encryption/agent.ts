import { createHash, type Hash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { AGENT_AUTH_FAILED, type AgentMessage, type ServerMessage } from '../../api/services/encryption/protocol.js';
import { ToolFileRefused, toolDecryptor, toolEncryptor, type ToolCipher } from './cipher.js';

// The desktop application's connection (issue 10): signs in with the agent secret in its first
// message, takes one job at a time, streams the output back in chunks with its SHA-256, and
// reconnects with back-off when the server goes away. A job cut by a dropped socket is forgotten
// here: the server sends it again.

export type AgentOptions = {
  url: string;
  secret: string;
  key: Buffer;
  name: string;
  /** A test flag: wait this long after each output chunk (a slow agent, to be killed mid-job). */
  chunkDelayMs: number;
  log: (line: string) => void;
};

const OUTPUT_CHUNK_BYTES = 64 * 1024;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

type Job = { jobId: string; op: 'encrypt' | 'decrypt'; cipher: ToolCipher; hash: Hash; size: number; chain: Promise<void>; over: boolean };

export const agentSocketUrl = (base: string) => `${base.replace(/^http/, 'ws').replace(/\/$/, '')}/api/encryption/agent`;

export const runAgent = (options: AgentOptions): { stop(): void; done: Promise<void> } => {
  let socket: WebSocket | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));

  const connect = () => {
    const current = new WebSocket(agentSocketUrl(options.url));
    socket = current;
    let job: Job | null = null;
    const send = (data: string | Buffer) =>
      new Promise<void>((resolve, reject) => current.send(data, (error) => (error ? reject(error) : resolve())));
    const message = (m: AgentMessage) => send(JSON.stringify(m));
    const live = (j: Job) => job === j && !j.over && current.readyState === WebSocket.OPEN;

    const emit = async (j: Job, produce: () => Buffer) => {
      if (!live(j)) return;
      let output: Buffer;
      try {
        output = produce();
      } catch (error) {
        j.over = true;
        const reason = error instanceof ToolFileRefused ? error.reason : 'the agent could not process the file';
        options.log(`job ${j.jobId} (${j.op}) refused: ${reason}`);
        await message({ type: 'failed', jobId: j.jobId, reason });
        return;
      }
      for (let at = 0; at < output.length; at += OUTPUT_CHUNK_BYTES) {
        if (!live(j)) return;
        const chunk = output.subarray(at, at + OUTPUT_CHUNK_BYTES);
        j.hash.update(chunk);
        j.size += chunk.length;
        await send(chunk);
        if (options.chunkDelayMs > 0) {
          options.log(`job ${j.jobId}: ${j.size} bytes sent`);
          await sleep(options.chunkDelayMs);
        }
      }
    };
    const step = (j: Job, work: () => Promise<void>) => {
      j.chain = j.chain.then(work).catch((error: unknown) => {
        j.over = true;
        options.log(`job ${j.jobId} interrupted: ${String(error)}`);
      });
    };

    current.on('open', () => void message({ type: 'hello', secret: options.secret, name: options.name }));
    current.on('message', (raw: Buffer, isBinary: boolean) => {
      if (isBinary) {
        const j = job;
        if (j) step(j, () => emit(j, () => j.cipher.update(raw)));
        return;
      }
      const m = JSON.parse(String(raw)) as ServerMessage;
      if (m.type === 'ready') {
        retryMs = FIRST_RETRY_MS;
        options.log(`connected to ${options.url} as ${options.name}: the encryption service is online`);
      } else if (m.type === 'job') {
        options.log(`job ${m.jobId}: ${m.op} ${m.inputSha256}`);
        const cipher = m.op === 'encrypt' ? toolEncryptor(options.key) : toolDecryptor(options.key);
        job = { jobId: m.jobId, op: m.op, cipher, hash: createHash('sha256'), size: 0, chain: Promise.resolve(), over: false };
      } else if (m.type === 'input-end') {
        const j = job;
        if (!j || j.jobId !== m.jobId) return;
        step(j, async () => {
          await emit(j, () => j.cipher.final());
          if (!live(j)) return;
          j.over = true;
          await message({ type: 'output-end', jobId: j.jobId, sha256: j.hash.digest('hex'), size: j.size });
          options.log(`job ${j.jobId} done: ${j.size} bytes`);
        });
      }
    });
    current.on('error', (error) => options.log(`connection error: ${error.message}`));
    current.on('close', (code, reason) => {
      job = null;
      if (socket === current) socket = null;
      if (stopped) return finish();
      if (code === AGENT_AUTH_FAILED && String(reason) === 'authentication failed') {
        options.log('the server refused the agent secret: check --secret');
        stopped = true;
        process.exitCode = 2;
        return finish();
      }
      options.log(`disconnected (${code}); retrying in ${retryMs} ms`);
      setTimeout(() => !stopped && connect(), retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };

  connect();
  return {
    stop: () => {
      stopped = true;
      if (socket) socket.close(1000, 'agent stopping');
      else finish();
    },
    done,
  };
};
