import type { EncryptionOp } from '../../../events/encryption/events.js';

// The agent socket's messages (api/CONTRACT.md "Encryption service"). Text frames are JSON; binary
// frames are the bytes of the one job the agent holds: the input going down, the output coming up.

/** Agent → server, first message: the agent secret, never in the URL. */
export type AgentHello = { type: 'hello'; secret: string; name?: string };
/** Agent → server: the output is whole; the server checks `sha256` and `size` before storing it. */
export type AgentOutputEnd = { type: 'output-end'; jobId: string; sha256: string; size: number };
/** Agent → server: the input was refused (the job fails with `reason`). */
export type AgentFailed = { type: 'failed'; jobId: string; reason: string };
export type AgentMessage = AgentHello | AgentOutputEnd | AgentFailed;

export type ServerReady = { type: 'ready' };
/** Server → agent: a job; its input follows as binary frames, then `input-end`. */
export type ServerJob = { type: 'job'; jobId: string; op: EncryptionOp; inputSha256: string };
export type ServerInputEnd = { type: 'input-end'; jobId: string };
export type ServerMessage = ServerReady | ServerJob | ServerInputEnd;

/** Close codes (4000-4999: the application's). */
export const AGENT_AUTH_FAILED = 4401;
export const AGENT_PROTOCOL_ERROR = 4400;
export const AGENT_AUTH_TIMEOUT_MS = 5_000;

const SHA256 = /^[0-9a-f]{64}$/;
const text = (value: unknown, max: number) => typeof value === 'string' && value.length > 0 && value.length <= max;

/** A text frame from the agent, checked; null when it is not one of the messages. */
export const parseAgentMessage = (raw: string): AgentMessage | null => {
  let m: Record<string, unknown>;
  try {
    m = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof m !== 'object' || m === null) return null;
  if (m.type === 'hello' && text(m.secret, 500) && (m.name === undefined || text(m.name, 100))) return m as AgentHello;
  if (m.type === 'output-end' && text(m.jobId, 100) && typeof m.sha256 === 'string' && SHA256.test(m.sha256) && Number.isSafeInteger(m.size)) return m as AgentOutputEnd;
  if (m.type === 'failed' && text(m.jobId, 100) && text(m.reason, 500)) return m as AgentFailed;
  return null;
};
