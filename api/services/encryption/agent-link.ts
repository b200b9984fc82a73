import { PassThrough } from 'node:stream';
import type { WebSocket } from 'ws';
import type { EncryptionOp } from '../../../events/encryption/events.js';
import type { FileStore, StagedFile } from '../files/store.js';
import { AGENT_PROTOCOL_ERROR, parseAgentMessage, type ServerMessage } from './protocol.js';

// One connected agent, from the server's side: it holds at most one job at a time. The input is
// streamed down from the file store; the output streams up into a staged file of the store, which
// is committed only when the agent says it is whole and its SHA-256 and size match what arrived.
// A socket that drops, a refusal or a mismatch discards the stage: a partial output completes nothing.

/** A socket that answered no ping for this long is dead (a laptop gone to sleep): its job goes back to waiting. */
export const AGENT_HEARTBEAT_MS = 15_000;
/** More output than this is refused (reads are at most 10 MB, spec section 5). */
export const ENCRYPTION_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

export type JobTicket = { jobId: string; op: EncryptionOp; inputSha256: string };

export type JobOutcome =
  | { kind: 'output'; staged: StagedFile }
  | { kind: 'refused'; reason: string }
  /** The output arrived but is not what the agent announced (or the stage failed): send the job again. */
  | { kind: 'corrupt'; detail: string }
  /** The socket closed before the job ended. */
  | { kind: 'dropped' };

export type AgentLink = {
  readonly id: string;
  readonly name: string;
  readonly busy: boolean;
  /** Sends the job and its input; resolves with how it ended (never rejects). */
  run(ticket: JobTicket, files: FileStore): Promise<JobOutcome>;
  close(code: number, reason: string): void;
};

const sendOn = (socket: WebSocket, data: string | Buffer) =>
  new Promise<void>((resolve, reject) => socket.send(data, (error) => (error ? reject(error) : resolve())));

export const linkAgent = (socket: WebSocket, id: string, name: string, onClose: () => void, log: (message: string, error?: unknown) => void): AgentLink => {
  type Current = { ticket: JobTicket; output: PassThrough; staged: Promise<StagedFile>; settle(outcome: JobOutcome): void; received: number };
  let current: Current | null = null;
  let closed = false;

  const finish = (outcome: JobOutcome) => {
    const job = current;
    if (!job) return;
    current = null;
    job.settle(outcome);
  };
  const protocolError = (reason: string) => {
    log(`encryption agent ${name}: ${reason}`);
    socket.close(AGENT_PROTOCOL_ERROR, reason);
  };

  socket.on('message', (raw: Buffer, isBinary: boolean) => {
    if (isBinary) {
      if (!current) return protocolError('output without a job');
      current.received += raw.length;
      current.output.write(raw);
      return;
    }
    const message = parseAgentMessage(String(raw));
    if (!message || message.type === 'hello') return protocolError('unexpected message');
    const job = current;
    if (!job || message.jobId !== job.ticket.jobId) return protocolError('answer for another job');
    if (message.type === 'failed') {
      job.output.destroy(new Error('refused by the agent'));
      return finish({ kind: 'refused', reason: message.reason });
    }
    job.output.end();
    job.staged.then(
      async (staged) => {
        // The socket closed while the stage finished: the job is already back in the queue.
        if (current !== job) return staged.discard();
        if (staged.sha256 === message.sha256 && staged.size === message.size && job.received === message.size) return finish({ kind: 'output', staged });
        await staged.discard();
        finish({ kind: 'corrupt', detail: `announced ${message.sha256} (${message.size} bytes), received ${staged.sha256} (${staged.size} bytes)` });
      },
      (error: unknown) => finish({ kind: 'corrupt', detail: String(error) }),
    );
  });
  let answered = true;
  socket.on('pong', () => (answered = true));
  const heartbeat = setInterval(() => {
    if (!answered) return socket.terminate();
    answered = false;
    socket.ping();
  }, AGENT_HEARTBEAT_MS);
  heartbeat.unref();
  socket.on('close', () => {
    clearInterval(heartbeat);
    closed = true;
    current?.output.destroy(new Error('agent disconnected'));
    finish({ kind: 'dropped' });
    onClose();
  });

  const streamInput = async (job: Current, files: FileStore) => {
    const send = (message: ServerMessage) => sendOn(socket, JSON.stringify(message));
    try {
      await send({ type: 'job', ...job.ticket });
      for await (const chunk of files.get(job.ticket.inputSha256)) {
        if (current !== job || closed) return;
        await sendOn(socket, chunk as Buffer);
      }
      if (current === job && !closed) await send({ type: 'input-end', jobId: job.ticket.jobId });
    } catch (error) {
      if (current !== job || closed) return;
      log(`encryption agent ${name}: sending job ${job.ticket.jobId} failed`, error);
      // The input is missing or unreadable on our side, or the socket broke: the socket's close re-queues.
      socket.terminate();
    }
  };

  return {
    id,
    name,
    get busy() {
      return current !== null || closed;
    },
    run: (ticket, files) =>
      new Promise<JobOutcome>((settle) => {
        if (closed) return settle({ kind: 'dropped' });
        const output = new PassThrough();
        const staged = files.stage(output, { maxBytes: ENCRYPTION_MAX_OUTPUT_BYTES });
        staged.catch(() => undefined); // a dropped job's stage fails by design; the outcome says why
        const job: Current = { ticket, output, staged, settle, received: 0 };
        current = job;
        void streamInput(job, files);
      }),
    close: (code, reason) => socket.close(code, reason),
  };
};
