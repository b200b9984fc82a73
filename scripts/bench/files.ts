import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import { openStoredFile } from '../../api/services/files/open.js';
import { UPLOAD_LIMITS } from '../../events/uploads/limits.js';
import { closedLoop, envNumber, percentile, sequential, type Run } from './measure.js';
import { call, type BenchPortal } from './portal.js';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { DEMO_PASSWORD } from '../lib/demo-data.js';

// The file store and the upload route with a 10MB read (the largest the spec allows): MB/s of
// POST /api/files/upload (multipart, streamed from disk by the client) and of a download route
// streaming openStoredFile, each beside plain copies of the same file on the same disk measured in
// the same run (fs.copyFile, a stream pipe, a stream pipe that fsyncs like the store) and beside
// the store alone. Client and server share the process and its cores.

const ROUNDS = envNumber('BENCH_FILES_ROUNDS', 10);
/** How long the 4 concurrent uploaders run. */
const CLIENTS_MS = envNumber('BENCH_FILES_MS', 5000);
const SIZE = UPLOAD_LIMITS.read.maxBytes;
const BOUNDARY = '----portal-bench';
const MiB = 2 ** 20;

const mbPerSecond = (run: Run) => (run.count * SIZE) / MiB / (run.ms / 1000);
const millis = (run: Run, p: number) => percentile(run, p).toFixed(1).padStart(6);
/** "what   N MiB/s  p50 x ms  p99 y ms" (per 10MB operation) */
const line = (what: string, run: Run, extra = '') =>
  console.log(`${what.padEnd(52)} ${mbPerSecond(run).toFixed(0).padStart(10)} MiB/s  p50 ${millis(run, 50)} ms  p99 ${millis(run, 99)} ms${run.errors ? `  ${run.errors} errors` : ''}${extra}`);

/** `ROUNDS` runs of `operation` one after another, after one run that warms caches and connections. */
const rounds = async (operation: () => Promise<unknown>) => {
  await operation();
  return sequential(ROUNDS, operation);
};

const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** One multipart upload of `path`, the file streamed from disk; resolves with the answer's body. */
const upload = (base: string, token: string, path: string) => new Promise<string>((resolve, reject) => {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nECU\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const url = new URL(`${base}/files/upload`);
  const req = request({
    host: url.hostname, port: url.port, path: url.pathname, method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': head.length + SIZE + tail.length },
  }, (res) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => {
      const body = Buffer.concat(chunks).toString();
      if (res.statusCode === 201) resolve(body);
      else reject(new Error(`upload: ${res.statusCode} ${body.slice(0, 200)}`));
    }).on('error', reject);
  });
  req.on('error', reject);
  req.write(head);
  const file = createReadStream(path);
  file.on('error', reject);
  file.on('end', () => req.end(tail));
  file.pipe(req, { end: false });
});

/** GET of `url`, the body counted and dropped. */
const download = (url: string, headers: Record<string, string> = {}) => new Promise<void>((resolve, reject) => {
  get(url, { headers }, (res) => {
    let bytes = 0;
    res.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    }).on('end', () => (res.statusCode === 200 && bytes === SIZE ? resolve() : reject(new Error(`download: ${res.statusCode}, ${bytes} bytes`)))).on('error', reject);
  }).on('error', reject);
});

const TUNED_CLIENTS = 16;

/** A paid order of the demo dealer, taken by the demo calibrator, delivered with `source` as its tuned file: the dealer's download URL. */
const deliveredTunedFile = async (portal: BenchPortal, source: string): Promise<string> => {
  await seedDemoCatalogue(portal.services.db);
  const calibrator = ((await (await fetch(`${portal.base}/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'calibrator@demo.test', password: DEMO_PASSWORD }) })).json()) as { token: string }).token;
  const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
  const read = JSON.parse(await upload(portal.base, portal.tokens.dealer, source)) as { id: string };
  const golf = await portal.services.db.selectFrom('vehicles').select('id').where('model', '=', 'Golf').where('engine', '=', '2.0 TDI 150hp').executeTakeFirstOrThrow();
  const draft = { type: 'ECU', stage: '2', vehicleId: golf.id, files: [{ uploadId: read.id }] };
  const { total } = JSON.parse(await call(`${portal.base}/order-software/quote`, { method: 'POST', headers: json(portal.tokens.dealer), body: JSON.stringify(draft) })) as { total: number };
  await call(`${portal.base}/credit/transfer`, { method: 'POST', headers: json(portal.tokens.admin), body: JSON.stringify({ to: portal.ids.dealer, amount: total }) });
  const order = JSON.parse(await call(`${portal.base}/order-software/create`, { method: 'POST', headers: json(portal.tokens.dealer), body: JSON.stringify({ ...draft, expectedTotal: total }) })) as { id: string };
  await call(`${portal.base}/order-software/assign`, { method: 'POST', headers: json(calibrator), body: JSON.stringify({ id: order.id }) });
  const tuned = JSON.parse(await upload(portal.base, calibrator, source)) as { id: string; sha256: string };
  await call(`${portal.base}/order-software/deliver`, { method: 'POST', headers: json(calibrator), body: JSON.stringify({ id: order.id, files: [{ uploadId: tuned.id }] }) });
  return `${portal.base}/order-software/files/${order.id}/${tuned.sha256}`;
};

export const benchFiles = async (portal: BenchPortal) => {
  const dir = await mkdtemp(join(tmpdir(), 'portal-files-bench-'));
  const source = join(dir, 'read.bin');
  // The order feature's download route will stream openStoredFile like this, after its checks.
  const downloads = Fastify();
  downloads.get<{ Params: { sha256: string } }>('/stored/:sha256', async (req, reply) => reply.send(await openStoredFile(portal.services, req.params.sha256)));
  downloads.get('/plain', async (_req, reply) => reply.send(createReadStream(source)));
  try {
    await writeFile(source, randomBytes(SIZE));
    await downloads.listen({ port: 0, host: '127.0.0.1' });
    const downloadBase = `http://127.0.0.1:${(downloads.server.address() as AddressInfo).port}`;
    console.log(`\nFiles: a ${SIZE / MiB} MiB read, ${ROUNDS} rounds each (the same file; the store keeps one copy)\n`);

    const copy = await rounds(() => copyFile(source, join(dir, 'copy')));
    line('plain copy: fs.copyFile', copy);
    const pipe = await rounds(() => pipeline(createReadStream(source), createWriteStream(join(dir, 'pipe'))));
    line('plain copy: stream pipe', pipe);
    const synced = await rounds(() => pipeline(createReadStream(source), createWriteStream(join(dir, 'synced'), { flush: true })));
    line('plain copy: stream pipe + fsync (as the store writes)', synced);

    let sha256 = '';
    const put = await rounds(async () => {
      sha256 = (await portal.services.files.put(createReadStream(source))).sha256;
    });
    line('store.put alone (hash, seal, fsync, rename)', put);
    const get = await rounds(() => pipeline(portal.services.files.get(sha256), discard()));
    line('store.get alone (open, check, decrypt)', get);

    const token = portal.tokens.dealer;
    const one = await rounds(() => upload(portal.base, token, source));
    line('POST /api/files/upload, 1 client', one);
    const four = await closedLoop(4, CLIENTS_MS, () => upload(portal.base, token, source));
    line('POST /api/files/upload, 4 clients', four);

    const plainDownload = await rounds(() => download(`${downloadBase}/plain`));
    const storedDownload = await rounds(() => download(`${downloadBase}/stored/${sha256}`));
    line('GET of a stored file (openStoredFile), 1 client', storedDownload, `   (bare route streaming the plain file: ${mbPerSecond(plainDownload).toFixed(0)} MiB/s)`);

    // Issue 10: a tuned file delivered on an order, downloaded by its dealer through the order's
    // route (access check, download log, decrypting stream) by 16 clients at once.
    const tunedUrl = await deliveredTunedFile(portal, source);
    const plain16 = await closedLoop(TUNED_CLIENTS, CLIENTS_MS, () => download(`${downloadBase}/plain`));
    const tuned16 = await closedLoop(TUNED_CLIENTS, CLIENTS_MS, () => download(tunedUrl, { authorization: `Bearer ${portal.tokens.dealer}` }));
    line(`GET of a tuned file (order route), ${TUNED_CLIENTS} clients`, tuned16, `   (bare route streaming the plain file, ${TUNED_CLIENTS} clients: ${mbPerSecond(plain16).toFixed(0)} MiB/s)`);
  } finally {
    await downloads.close();
    await rm(dir, { recursive: true, force: true });
  }
};
