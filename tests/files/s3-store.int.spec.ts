import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand, GetObjectCommand, ListMultipartUploadsCommand, paginateListObjectsV2, PutObjectCommand, type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../api/config.js';
import { openFileStore } from '../../api/services/files/open.js';
import { createS3Client, objectKey, openS3FileStore, parseS3Url, tempKey, type S3Location } from '../../api/services/files/s3.js';
import { FileNotFound } from '../../api/services/files/store.js';
import { fileStoreContract } from './store.contract.js';

// The S3 adapter. Opening it from FILE_STORE_URL always runs (against a local endpoint that only
// answers "no such key"); the contract runs against a real S3-compatible bucket when
// FILE_STORE_TEST_URL names one (s3://bucket/prefix?endpoint=…&region=…&forcePathStyle=true, with
// AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY set). Each run works under a fresh prefix and removes it.

const MB = 1024 * 1024;

describe('FILE_STORE_URL=s3://…', () => {
  const requests: { method?: string; url?: string }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    requests.push({ method: request.method, url: request.url });
    request.resume();
    response.writeHead(404, { 'Content-Type': 'application/xml' });
    response.end(request.method === 'HEAD' ? undefined : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>no such key</Message></Error>');
  });
  let dataDir: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    dataDir = await mkdtemp(join(tmpdir(), 'portal-s3-'));
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'portal-test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'portal-test-secret');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('opens the S3 store without a request, and asks the bucket only when a file is wanted', async () => {
    const { port } = server.address() as AddressInfo;
    const url = `s3://portal-files/prod/eu?endpoint=http://127.0.0.1:${port}&region=eu-west-1&forcePathStyle=true`;
    const store = await openFileStore(readConfig({ DATA_DIR: dataDir, FILE_STORE_URL: url }));
    expect(store.kind).toBe('s3');
    expect(requests).toEqual([]);

    const sha256 = 'c'.repeat(64);
    expect(await store.has(sha256)).toBe(false);
    await expect(Readable.from(store.get(sha256)).toArray()).rejects.toBeInstanceOf(FileNotFound);
    expect(requests).toEqual([
      { method: 'HEAD', url: `/portal-files/prod/eu/objects/${sha256}` },
      expect.objectContaining({ method: 'GET', url: expect.stringMatching(new RegExp(`^/portal-files/prod/eu/objects/${sha256}(\\?|$)`)) }),
    ]);
  });

  it('refuses a malformed S3 URL before anything starts', async () => {
    await expect(openFileStore(readConfig({ DATA_DIR: dataDir, FILE_STORE_URL: 's3://key:secret@portal-files/prod' }))).rejects.toThrow('credentials do not belong in the URL');
  });
});

const testUrl = process.env.FILE_STORE_TEST_URL;

describe.skipIf(!testUrl)('S3 file store against FILE_STORE_TEST_URL', () => {
  const base = testUrl ? parseS3Url(testUrl) : null;
  const client = base ? createS3Client(base) : null;
  const locations: S3Location[] = [];
  const freshLocation = (): S3Location => {
    const location = { ...base!, prefix: [base!.prefix, `portal-test-${randomUUID()}`].filter(Boolean).join('/') };
    locations.push(location);
    return location;
  };

  const keysUnder = async (s3: S3Client, bucket: string, prefix: string) => {
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix })) {
      keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    }
    return keys.sort();
  };
  const rawBytes = async (location: S3Location, sha256: string) => {
    const { Body } = await client!.send(new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(location.prefix, sha256) }));
    return Buffer.from(await Body!.transformToByteArray());
  };

  afterAll(async () => {
    for (const location of locations) {
      for (const key of await keysUnder(client!, location.bucket, `${location.prefix}/`)) {
        await client!.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: key }));
      }
    }
  });

  fileStoreContract('s3', async () => {
    const location = freshLocation();
    const store = openS3FileStore({ location, key: randomBytes(32), client: client! });
    return {
      store,
      objects: async () => (await keysUnder(client!, location.bucket, objectKey(location.prefix, ''))).map((key) => key.split('/').pop()!),
      rawBytes: (sha256) => rawBytes(location, sha256),
      tamper: async (sha256, offset) => {
        const bytes = await rawBytes(location, sha256);
        bytes[offset] ^= 0x01;
        await client!.send(new PutObjectCommand({ Bucket: location.bucket, Key: objectKey(location.prefix, sha256), Body: bytes }));
      },
      cleanup: async () => undefined,
    };
  });

  it('writes under tmp/ until the file is committed; a failed stage leaves no object and no multipart upload', async () => {
    const location = freshLocation();
    const store = openS3FileStore({ location, key: randomBytes(32), client: client! });
    const temps = () => keysUnder(client!, location.bucket, tempKey(location.prefix, ''));
    const objects = () => keysUnder(client!, location.bucket, objectKey(location.prefix, ''));

    const staged = await store.stage(Readable.from([randomBytes(1000)]));
    expect(await temps()).toHaveLength(1);
    expect(await objects()).toEqual([]);
    await staged.commit();
    expect(await temps()).toEqual([]);
    expect(await objects()).toEqual([objectKey(location.prefix, staged.sha256)]);

    // More than two parts sent before the source fails: the multipart upload must be aborted.
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= 12 * MB) return void this.destroy(new Error('the client went away'));
        sent += 64 * 1024;
        this.push(randomBytes(64 * 1024));
      },
    });
    await expect(store.put(failing)).rejects.toThrow('the client went away');
    expect(await temps()).toEqual([]);
    const { Uploads } = await client!.send(new ListMultipartUploadsCommand({ Bucket: location.bucket, Prefix: tempKey(location.prefix, '') }));
    expect(Uploads ?? []).toEqual([]);
  });
});
