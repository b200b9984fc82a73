import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { handleCommand } from '../../../events/command/handle-command.js';
import type { EncryptionCommand } from '../../../events/encryption/commands.js';
import { encryptionJobDecider } from '../../../events/encryption/decide.js';
import { ENCRYPTION_EVENT_TYPES, encryptionJobStream, type EncryptionEvent, type EncryptionJobStatus, type EncryptionOp } from '../../../events/encryption/events.js';
import { evolve, initialEncryptionJob, type EncryptionJob } from '../../../events/encryption/state.js';
import type { EventStore } from '../../../events/store/port.js';
import type { Db } from '../../../database/connect.js';
import { findEncryptionJob, waitingEncryptionJobs } from '../../../projections/encryption/queries.js';
import type { ProjectionRunner } from '../../../projections/runner/runner.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import type { FileStore } from '../files/store.js';
import type { LiveHub } from '../live-hub.js';
import { sameSecret } from './secret.js';
import { linkAgent, type AgentLink, type JobOutcome, type JobTicket } from './agent-link.js';
import { unreachable } from '../../../events/unreachable.js';

// The encryption service (issue 10): jobs are event-sourced (events/encryption), waiting ones are
// read from the read model and handed to a connected agent, one job per agent at a time. A job whose
// agent drops goes back to waiting and is sent again (to any agent); it completes only with a whole,
// checked output in the file store. Online means: an agent is connected to this instance.

export type EncryptionStatus = 'online' | 'offline';
export type EncryptionJobView = { id: string; op: EncryptionOp; inputSha256: string; status: EncryptionJobStatus; outputSha256: string | null; outputSize: number | null; reason: string | null };

export type EncryptionService = {
  status(): EncryptionStatus;
  /** Asks for the job (idempotent: the same op and input make one job); it waits for an agent. */
  request(op: EncryptionOp, inputSha256: string, actorId?: string | null): Promise<EncryptionJobView>;
  /** The output's address once the job completed, else null. */
  output(op: EncryptionOp, inputSha256: string): Promise<string | null>;
  /** The job as the read model shows it, or null when never asked. */
  job(op: EncryptionOp, inputSha256: string): Promise<EncryptionJobView | null>;
  /** Whether a connecting agent sent the agent secret (compared in constant time). */
  admits(secret: string): boolean;
  /** An authenticated agent socket (api/routes/encryption/agent.ts). */
  attach(socket: WebSocket, name: string): void;
  start(): void;
  stop(): Promise<void>;
};

/** Jobs asked on another instance, or left by a crash, are picked up this often while an agent is idle. */
export const ENCRYPTION_POLL_MS = 2_000;
/** Outputs that do not match what the agent announced, before the job is failed. */
const MAX_CORRUPT_OUTPUTS = 3;

export const encryptionJobId = (op: EncryptionOp, inputSha256: string) => deterministicUuid(`encryption-job:${op}:${inputSha256}`);

type Deps = { agentSecret: string; store: EventStore; db: Db; files: FileStore; hub: LiveHub; runner: ProjectionRunner; now: () => Date; log: (message: string, error?: unknown) => void };

export const createEncryptionService = ({ agentSecret, store, db, files, hub, runner, now, log }: Deps): EncryptionService => {
  const agents = new Map<string, AgentLink>();
  /** Jobs held by an agent of this instance. */
  const inFlight = new Set<string>();
  /** Agents given a job whose stream is still being read (not busy yet). */
  const reserved = new Set<AgentLink>();
  const corrupt = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const status = (): EncryptionStatus => (agents.size > 0 ? 'online' : 'offline');
  const announce = () => {
    const message = { event: 'encryption-status', data: { enabled: status() === 'online' } };
    hub.pushToRole('Admin', message);
    hub.pushToRole('Calibrator', message);
  };

  const command = async (ticket: JobTicket, build: (state: EncryptionJob, stream: string) => EncryptionCommand) => {
    const stream = encryptionJobStream(ticket.jobId);
    const result = await handleCommand(store, stream, encryptionJobDecider, (state) => build(state, stream));
    // The dispatcher reads the queue from the read model: it must show this before the job is let go.
    if (result.events.length && result.position) await runner.waitFor(result.position, undefined, ENCRYPTION_EVENT_TYPES);
    return result;
  };
  const jobState = async (jobId: string) =>
    (await store.readStream<EncryptionEvent>(encryptionJobStream(jobId))).reduce(evolve, initialEncryptionJob());

  const settle = async (agent: AgentLink, ticket: JobTicket, outcome: JobOutcome) => {
    const base = { jobId: ticket.jobId, op: ticket.op, inputSha256: ticket.inputSha256, agent: agent.name, at: now().toISOString() };
    switch (outcome.kind) {
      case 'output':
        await outcome.staged.commit();
        await command(ticket, (state, stream) => ({
          type: 'CompleteEncryptionJob', ...base, outputSha256: outcome.staged.sha256, outputSize: outcome.staged.size, eventId: deterministicUuid(`${stream}:completed:${state.attempts}`),
        }));
        return;
      case 'refused':
        await command(ticket, (state, stream) => ({ type: 'FailEncryptionJob', ...base, reason: outcome.reason, eventId: deterministicUuid(`${stream}:failed:${state.attempts}`) }));
        return;
      case 'corrupt': {
        const count = (corrupt.get(ticket.jobId) ?? 0) + 1;
        corrupt.set(ticket.jobId, count);
        log(`encryption job ${ticket.jobId}: output rejected (${outcome.detail})`);
        if (count >= MAX_CORRUPT_OUTPUTS) {
          corrupt.delete(ticket.jobId);
          await command(ticket, (state, stream) => ({ type: 'FailEncryptionJob', ...base, reason: 'the output did not arrive whole', eventId: deterministicUuid(`${stream}:failed:${state.attempts}`) }));
        }
        return;
      }
      case 'dropped':
        log(`encryption job ${ticket.jobId}: agent ${agent.name} dropped, the job waits for an agent`);
        return;
      default:
        return unreachable('outcome', outcome);
    }
  };

  const dispatch = async (agent: AgentLink, ticket: JobTicket) => {
    let ran = false;
    try {
      // The read model may lag behind the stream (another instance's completion folding): the stream decides.
      if ((await jobState(ticket.jobId)).status !== 'waiting') return;
      ran = true;
      const outcome = await agent.run(ticket, files);
      await settle(agent, ticket, outcome);
    } catch (error) {
      log(`encryption job ${ticket.jobId} could not be settled; it stays waiting`, error);
    } finally {
      inFlight.delete(ticket.jobId);
      reserved.delete(agent);
      // A skipped job is left to the poll: pumping at once would read the same lagging row again.
      if (ran) void pump();
    }
  };

  let pumping = false;
  let again = false;
  const pump = async (): Promise<void> => {
    if (pumping) return void (again = true);
    pumping = true;
    try {
      do {
        again = false;
        const idle = [...agents.values()].filter((a) => !a.busy && !reserved.has(a));
        if (stopped || idle.length === 0) break;
        const waiting = await waitingEncryptionJobs(db, idle.length + inFlight.size);
        for (const row of waiting) {
          const agent = idle.shift();
          if (!agent) break;
          if (inFlight.has(row.id)) {
            idle.unshift(agent);
            continue;
          }
          inFlight.add(row.id);
          reserved.add(agent);
          const ticket: JobTicket = { jobId: row.id, op: row.op as EncryptionOp, inputSha256: row.input_sha256 };
          void dispatch(agent, ticket);
        }
      } while (again);
    } catch (error) {
      log('encryption dispatcher could not read the waiting jobs', error);
    } finally {
      pumping = false;
    }
  };
  const view = (jobId: string, op: EncryptionOp, inputSha256: string, state: EncryptionJob): EncryptionJobView | null =>
    state.status === 'none' ? null : { id: jobId, op, inputSha256, status: state.status, outputSha256: state.outputSha256, outputSize: state.outputSize, reason: state.reason };

  return {
    status,
    request: async (op, inputSha256, actorId = null) => {
      const jobId = encryptionJobId(op, inputSha256);
      const result = await command({ jobId, op, inputSha256 }, (state, stream) => ({
        type: 'RequestEncryptionJob', jobId, op, inputSha256, actorId, at: now().toISOString(), eventId: deterministicUuid(`${stream}:requested:${state.attempts + 1}`),
      }));
      void pump();
      return view(jobId, op, inputSha256, result.state)!;
    },
    output: async (op, inputSha256) => {
      const row = await findEncryptionJob(db, op, inputSha256);
      return row?.status === 'completed' ? row.output_sha256 : null;
    },
    job: async (op, inputSha256) => {
      const row = await findEncryptionJob(db, op, inputSha256);
      return row ? { id: row.id, op, inputSha256, status: row.status as EncryptionJobStatus, outputSha256: row.output_sha256, outputSize: row.output_size === null ? null : Number(row.output_size), reason: row.reason } : null;
    },
    admits: (secret) => sameSecret(agentSecret, secret),
    attach: (socket, name) => {
      if (stopped) return socket.close(1001, 'server stopping');
      const id = randomUUID();
      const agent = linkAgent(socket, id, name, () => {
        agents.delete(id);
        log(`encryption agent ${name} disconnected`);
        if (agents.size === 0) announce();
      }, log);
      agents.set(id, agent);
      log(`encryption agent ${name} connected`);
      if (agents.size === 1) announce();
      void pump();
    },
    start: () => {
      timer = setInterval(() => void pump(), ENCRYPTION_POLL_MS);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      for (const agent of agents.values()) agent.close(1001, 'server stopping');
    },
  };
};
