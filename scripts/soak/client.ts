import { randomUUID } from 'node:crypto';
import type { SoakRecord } from './record.js';

// HTTP as a client of a crashing server sees it: a connection error is no answer. A write with an
// Idempotency-Key is sent again with the same key until it is answered (as a browser's retry
// would), unless the client walks away (GIVE_UP_SHARE of them), which leaves it unacknowledged: it
// may or may not have happened, and must have happened at most once.

/** Share of writes cut by a crash whose client does not try again. */
const GIVE_UP_SHARE = 0.25;
/** How long a client keeps retrying one write: longer than any restart. */
const RETRY_BUDGET_MS = 180_000;
const RETRY_PAUSE_MS = 250;
const SERVER_ERROR_SAMPLES = 10;

export type Answer = { status: number; body: any };
export type Session = { id: string; headers: Record<string, string> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const soakClient = (base: string, record: SoakRecord, random: () => number) => {
  const { counts } = record;

  /** One attempt: the answer, or null when the connection failed (the server is down or died). */
  const attempt = async (method: string, path: string, headers: Record<string, string>, body?: RequestInit['body']): Promise<Answer | null> => {
    counts.requests += 1;
    try {
      const response = await fetch(`${base}${path}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // a non-JSON answer (a PDF, a file) stays text
      }
      if (response.status >= 500) {
        counts.serverErrors += 1;
        if (record.serverErrorSamples.length < SERVER_ERROR_SAMPLES) record.serverErrorSamples.push(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
      }
      return { status: response.status, body: parsed };
    } catch {
      counts.connectionErrors += 1;
      return null;
    }
  };

  /** A read (a GET, or a POST that only computes, as a quote): tried until answered; null only when the budget ran out. */
  const read = async (session: Session, path: string, body?: unknown): Promise<Answer | null> => {
    counts.reads += 1;
    for (const deadline = Date.now() + RETRY_BUDGET_MS; Date.now() < deadline; await sleep(RETRY_PAUSE_MS)) {
      const answer = body === undefined ? await attempt('GET', path, session.headers) : await attempt('POST', path, session.headers, JSON.stringify(body));
      if (answer && answer.status < 500) return answer;
    }
    return null;
  };

  /**
   * A write. With `idempotent` it carries a fresh Idempotency-Key and is retried with it; without,
   * a connection error leaves it unacknowledged at once. Answers the 2xx or the refusal (4xx), or
   * null when it stayed unanswered. `onKey` learns the key before the first attempt.
   */
  const write = async (
    session: Session,
    method: string,
    path: string,
    body: unknown,
    options: { idempotent?: boolean; onKey?: (scopedKey: string) => void; raw?: { contentType: string; body: Buffer } } = {},
  ): Promise<Answer | null> => {
    const key = options.idempotent === false ? null : randomUUID();
    if (key) options.onKey?.(`${session.id}:${key}`);
    const headers = { ...session.headers, ...(key ? { 'idempotency-key': key } : {}), ...(options.raw ? { 'content-type': options.raw.contentType } : {}) };
    const payload: RequestInit['body'] = options.raw ? new Uint8Array(options.raw.body) : JSON.stringify(body);
    let retried = false;
    for (const deadline = Date.now() + RETRY_BUDGET_MS; ; ) {
      const answer = await attempt(method, path, headers, payload);
      if (answer && answer.status < 500) {
        if (answer.status < 300) counts.acknowledged += 1;
        else counts.refused += 1;
        return answer;
      }
      const giveUp = !key || Date.now() > deadline || (!retried && random() < GIVE_UP_SHARE);
      if (giveUp) {
        counts.unacknowledged += 1;
        return null;
      }
      if (!retried) counts.retried += 1;
      retried = true;
      await sleep(RETRY_PAUSE_MS);
    }
  };

  return { read, write };
};

export type SoakClient = ReturnType<typeof soakClient>;
