import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { isToolEncrypted } from '../../events/encryption/container.js';
import { AGENT_AUTH_FAILED } from '../../api/services/encryption/protocol.js';
import { usePortal } from '../support/use-portal.js';
import { runAgentCli, startAgent, type AgentProcess } from '../support/encryption-agent.js';
import { placeOrder } from '../softwareOrders/support.js';
import { readUploadForm } from '../../scripts/lib/multipart.js';

// Issue 10 with the real agent process: the service is online only while an agent is connected, a
// decrypt job gives back the plaintext, an agent killed mid-job leaves no partial output and the job
// completes whole when an agent comes back, and without an agent the spec's message answers.

const OFFLINE = 'The encryption service is offline: please open the desktop application';
const { portal, ids, headers } = usePortal(['admin', 'calibrator', 'dealer']);
let baseUrl = '';
let dir = '';
const agents: AgentProcess[] = [];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const enabled = async () =>
  (await portal.app.inject({ method: 'GET', url: '/api/user/is-file-server-enabled', headers: headers.dealer })).json<{ enabled: boolean }>().enabled;
/** Polls a condition the system reaches by itself (no timing is asserted). */
const eventually = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 600; i += 1) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`never: ${what}`);
};
const agent = (chunkDelayMs = 0) => {
  const started = startAgent({ url: baseUrl, secret: portal.services.encryptionAgentSecret, dir: join(dir, 'agent'), chunkDelayMs });
  agents.push(started);
  return started;
};
/** A plaintext read, tool-encrypted by the agent's CLI with the agent's key, put in the file store. */
const encryptedRead = async (bytes: number) => {
  const plain = randomBytes(bytes);
  const name = randomBytes(4).toString('hex');
  await writeFile(join(dir, `${name}.bin`), plain);
  expect(await runAgentCli(['--dir', join(dir, 'agent'), 'encrypt-file', join(dir, `${name}.bin`), join(dir, `${name}.enc`)])).toBe(0);
  const sealed = await readFile(join(dir, `${name}.enc`));
  expect(isToolEncrypted(sealed)).toBe(true);
  const stored = await portal.services.files.put(Readable.from([sealed]));
  return { plain, sealed, stored };
};
const storedBytes = async (address: string) => Buffer.concat(await portal.services.files.get(address).toArray());

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'encryption-agent-'));
  await portal.app.listen({ port: 0, host: '127.0.0.1' });
  const address = portal.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
// Each case starts the agents it needs and none outlives it: a case that fails leaves no agent
// behind to keep the service online for the next one (a failure stays one failure).
afterEach(async () => {
  for (const running of agents.splice(0)) await running.stop('SIGKILL');
  await eventually(async () => !(await enabled()), 'offline between cases');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the encryption agent', () => {
  it('is offline until an agent connects, online while it is, offline when it stops', async () => {
    expect(await enabled()).toBe(false);
    const running = agent();
    await running.waitForLine(/the encryption service is online/);
    await eventually(enabled, 'online');
    await running.stop();
    await eventually(async () => !(await enabled()), 'offline');
  });

  it('refuses an agent with a wrong secret, or with the secret anywhere but the first message', async () => {
    const url = `${baseUrl.replace('http', 'ws')}/api/encryption/agent`;
    const closeCode = (first: string) => new Promise<number>((resolve) => {
      const socket = new WebSocket(url);
      socket.on('open', () => socket.send(first));
      socket.on('close', (code) => resolve(code));
    });
    expect(await closeCode(JSON.stringify({ type: 'hello', secret: 'not-the-secret' }))).toBe(AGENT_AUTH_FAILED);
    expect(await closeCode(JSON.stringify({ type: 'output-end', jobId: 'x', sha256: '0'.repeat(64), size: 1 }))).toBe(AGENT_AUTH_FAILED);
    expect(await enabled()).toBe(false);
  });

  it('answers the spec\'s message to a calibrator when no agent is connected; the job waits and completes when one connects', async () => {
    const { plain, stored } = await encryptedRead(20_000);
    const order = await placeOrder(portal, { dealerId: ids.dealer, admin: headers.admin }, { file: stored });
    const url = `/api/order-software/files/${order.orderId}/${stored.sha256}`;
    const offline = await portal.app.inject({ method: 'GET', url, headers: headers.calibrator });
    expect(offline.statusCode).toBe(503);
    expect(offline.json()).toMatchObject({ code: 'ENCRYPTION_OFFLINE', message: OFFLINE });
    // The dealer gets back the bytes it uploaded, agent or not.
    const own = await portal.app.inject({ method: 'GET', url, headers: headers.dealer });
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-content-sha256']).toBe(stored.sha256);

    const running = agent();
    await eventually(async () => (await portal.services.encryption.output('decrypt', stored.sha256)) !== null, 'the queued job completed');
    const download = await portal.app.inject({ method: 'GET', url, headers: headers.calibrator });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(plain)).toBe(true);
    expect(download.headers['x-content-sha256']).toBe(sha256(plain));
    await running.stop();
    await eventually(async () => !(await enabled()), 'offline');
  });

  it('hands the dealer its tuned file encrypted again when its read was tool-encrypted', async () => {
    const { stored } = await encryptedRead(20_000);
    const order = await placeOrder(portal, { dealerId: ids.dealer, admin: headers.admin }, { file: stored });
    const running = agent();
    await eventually(enabled, 'online');
    expect((await portal.app.inject({ method: 'POST', url: '/api/order-software/assign', headers: headers.calibrator, payload: { id: order.orderId } })).statusCode).toBe(200);
    const form = readUploadForm('ECU');
    const tuned = (await portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...headers.calibrator, 'content-type': form.contentType }, payload: form.body })).json<{ id: string; sha256: string }>();
    const delivered = await portal.app.inject({ method: 'POST', url: '/api/order-software/deliver', headers: headers.calibrator, payload: { id: order.orderId, files: [{ uploadId: tuned.id }] } });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const url = `/api/order-software/files/${order.orderId}/${tuned.sha256}`;
    // The calibrator keeps the plaintext; the dealer gets the agent's output (202 until it is there).
    expect((await portal.app.inject({ method: 'GET', url, headers: headers.calibrator })).headers['x-content-sha256']).toBe(tuned.sha256);
    let download = await portal.app.inject({ method: 'GET', url, headers: headers.dealer });
    await eventually(async () => {
      download = await portal.app.inject({ method: 'GET', url, headers: headers.dealer });
      return download.statusCode === 200;
    }, 'the re-encrypted tuned file');
    expect(isToolEncrypted(download.rawPayload)).toBe(true);
    // The download answers from the job's stream; the jobs read model folds the completion a moment later.
    await eventually(async () => (await portal.services.encryption.output('encrypt', tuned.sha256)) !== null, 'the completion folded');
    expect(download.headers['x-content-sha256']).toBe(await portal.services.encryption.output('encrypt', tuned.sha256));
    await running.stop();
    await eventually(async () => !(await enabled()), 'offline');
  });

  it('decrypts a job to the plaintext; asking twice makes one job', async () => {
    const { plain, stored } = await encryptedRead(300_000);
    const running = agent();
    await eventually(enabled, 'online');
    const first = await portal.services.encryption.request('decrypt', stored.sha256);
    const again = await portal.services.encryption.request('decrypt', stored.sha256);
    expect(again.id).toBe(first.id);
    await eventually(async () => (await portal.services.encryption.output('decrypt', stored.sha256)) !== null, 'decrypted');
    const output = (await portal.services.encryption.output('decrypt', stored.sha256))!;
    expect(output).toBe(sha256(plain));
    expect((await storedBytes(output)).equals(plain)).toBe(true);

    const jobs = await portal.app.inject({ method: 'GET', url: '/api/encryption/jobs?filter={"status":"completed"}', headers: headers.admin });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: first.id, op: 'decrypt', status: 'completed', outputSha256: output, attempts: 1 })]));
    expect((await portal.app.inject({ method: 'GET', url: '/api/encryption/jobs', headers: headers.calibrator })).statusCode).toBe(403);
    await running.stop();
    await eventually(async () => !(await enabled()), 'offline');
  });

  it('an agent killed mid-job: nothing partial is stored, the job resumes when it reconnects and the file is whole', async () => {
    const { plain, stored } = await encryptedRead(3 * 1024 * 1024);
    const order = await placeOrder(portal, { dealerId: ids.dealer, admin: headers.admin }, { file: stored });
    const slow = agent(40);
    await eventually(enabled, 'online');
    // Online but not ready: the calibrator is told to come back, and the job is queued.
    const pending = await portal.app.inject({ method: 'GET', url: `/api/order-software/files/${order.orderId}/${stored.sha256}`, headers: headers.calibrator });
    expect(pending.statusCode).toBe(202);
    expect(pending.headers['retry-after']).toBeDefined();
    const job = pending.json<{ code: string; jobId: string }>();
    expect(job.code).toBe('ENCRYPTION_PENDING');
    // Some output is on its way: the agent has sent a few chunks of it.
    await eventually(async () => slow.lines.filter((line) => line.includes('bytes sent')).length >= 4, 'a few chunks sent');
    await slow.stop('SIGKILL');
    await eventually(async () => !(await enabled()), 'offline after the kill');
    expect(await portal.services.encryption.job('decrypt', stored.sha256)).toMatchObject({ id: job.jobId, status: 'waiting', outputSha256: null });
    expect(await portal.services.files.has(sha256(plain))).toBe(false);

    agent();
    await eventually(async () => (await portal.services.encryption.output('decrypt', stored.sha256)) !== null, 'the job resumed and completed');
    const output = (await portal.services.encryption.output('decrypt', stored.sha256))!;
    expect(output).toBe(sha256(plain));
    expect((await storedBytes(output)).equals(plain)).toBe(true);
  });

  it('with two agents connected, each job goes to one agent and completes once', async () => {
    await agent().waitForLine(/the encryption service is online/);
    await agent().waitForLine(/the encryption service is online/);
    const reads = await Promise.all([1, 2, 3, 4].map(() => encryptedRead(200_000)));
    await Promise.all(reads.map(({ stored }) => portal.services.encryption.request('decrypt', stored.sha256)));
    for (const { plain, stored } of reads) {
      await eventually(async () => (await portal.services.encryption.output('decrypt', stored.sha256)) !== null, 'decrypted');
      expect(await portal.services.encryption.output('decrypt', stored.sha256)).toBe(sha256(plain));
      const job = (await portal.services.encryption.job('decrypt', stored.sha256))!;
      const history = await portal.services.store.readStream(`encryption-job-${job.id}`);
      expect(history.map((event) => event.type)).toEqual(['EncryptionJobRequested', 'EncryptionJobCompleted']);
    }
  });

  it('fails a job whose input the agent refuses, with the reason', async () => {
    const plain = await portal.services.files.put(Readable.from([randomBytes(5000)]));
    agent();
    await eventually(enabled, 'online');
    await portal.services.encryption.request('decrypt', plain.sha256);
    await eventually(async () => (await portal.services.encryption.job('decrypt', plain.sha256))?.status === 'failed', 'failed');
    expect(await portal.services.encryption.job('decrypt', plain.sha256)).toMatchObject({ status: 'failed', reason: 'not a tool-encrypted file' });
  });
});
