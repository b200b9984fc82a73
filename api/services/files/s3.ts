import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { KEY_BYTES, Opener, Sealer } from './sealed.js';
import { FileNotFound, isSha256, putByStaging, type FileStore, type PutOptions, type StagedFile } from './store.js';

// The S3-compatible adapter (FILE_STORE_URL=s3://bucket/prefix?endpoint=…&region=…&forcePathStyle=true):
// `<prefix>/objects/<sha256>` sealed like on disk (sealed.ts), so the bucket never holds plaintext.
// A stage streams the sealed bytes to `<prefix>/tmp/<uuid>` (lib-storage: a multipart upload holding
// one part in memory, aborted if the source fails); commit copies it to its address in one
// server-side step, so an address only ever names a whole object. Credentials come from the AWS
// provider chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role), never the
// URL. Nothing is sent before the first call. Temporary objects a crash left are removed by the
// bucket's lifecycle rule (README "Settings"), not by the store: opening it contacts nobody.

export type S3Location = {
  bucket: string;
  /** Key prefix without leading or trailing '/', '' for the bucket's root. */
  prefix: string;
  /** An S3-compatible server (MinIO, R2, Ceph…); AWS itself when absent. */
  endpoint?: string;
  /** Else the SDK's chain (AWS_REGION, the profile). */
  region?: string;
  /** Path-style requests (`endpoint/bucket/key`), as most S3-compatible servers need. */
  forcePathStyle: boolean;
};

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PARAMETERS = ['endpoint', 'region', 'forcePathStyle'];
/** The smallest part S3 accepts: one of these is all a stage holds in memory. */
const PART_BYTES = 5 * 1024 * 1024;

const invalid = (why: string) => new Error(`FILE_STORE_URL: ${why} (s3://bucket/prefix?endpoint=https://host&region=name&forcePathStyle=true)`);

const prefixOf = (url: URL) => {
  try {
    return decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  } catch {
    throw invalid(`"${url.pathname}" is not a valid prefix`);
  }
};

export const parseS3Url = (value: string | URL): S3Location => {
  const url = new URL(value);
  if (url.protocol !== 's3:') throw invalid(`${url.protocol} is not s3:`);
  if (url.username || url.password) throw invalid('credentials do not belong in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  if (url.port || !BUCKET.test(url.hostname)) throw invalid(`"${url.host}" is not a bucket name`);
  const unknown = [...url.searchParams.keys()].filter((name) => !PARAMETERS.includes(name));
  if (unknown.length) throw invalid(`unknown parameter ${unknown.join(', ')}`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) throw invalid('endpoint must be an http:// or https:// URL');
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') throw invalid('forcePathStyle must be true or false');
  return {
    bucket: url.hostname,
    prefix: prefixOf(url),
    endpoint,
    region: url.searchParams.get('region') || undefined,
    forcePathStyle: forcePathStyle === 'true',
  };
};

const under = (prefix: string, key: string) => (prefix ? `${prefix}/${key}` : key);
export const objectKey = (prefix: string, sha256: string) => under(prefix, `objects/${sha256}`);
export const tempKey = (prefix: string, id: string) => under(prefix, `tmp/${id}`);

export const createS3Client = (location: S3Location) =>
  new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    // The SDK's default CRC32 headers are refused by several S3-compatible servers; the sealed format checks every byte anyway.
    ...(location.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });

const isNotFound = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Why a stage failed: the source's own error (the client went away, too large), or the upload's
 * when the source was only cut off because the upload had stopped reading it.
 */
const causeOf = (sealing: PromiseSettledResult<unknown>, uploading: PromiseSettledResult<unknown>): unknown => {
  // How a stream reports that its reader left (Node ends an abandoned async iterator with ABORT_ERR).
  const cutOff = sealing.status === 'rejected' && ['ABORT_ERR', 'ERR_STREAM_PREMATURE_CLOSE'].includes((sealing.reason as NodeJS.ErrnoException).code ?? '');
  if (sealing.status === 'rejected' && !(cutOff && uploading.status === 'rejected')) return sealing.reason;
  return (uploading as PromiseRejectedResult).reason;
};

export type S3FileStoreOptions = { location: S3Location; key: Buffer; client?: S3Client };

export const openS3FileStore = ({ location, key, client = createS3Client(location) }: S3FileStoreOptions): FileStore => {
  if (key.length !== KEY_BYTES) throw new Error(`the file key must be ${KEY_BYTES} bytes`);
  const { bucket, prefix } = location;

  const exists = (Key: string) =>
    client.send(new HeadObjectCommand({ Bucket: bucket, Key })).then(() => true, (error: unknown) => {
      if (isNotFound(error)) return false;
      throw error;
    });
  const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));

  const stage = async (source: Readable, options: PutOptions = {}): Promise<StagedFile> => {
    const temp = tempKey(prefix, randomUUID());
    const sealer = new Sealer(key, options.maxBytes);
    // Not the sealer itself: lib-storage would take its `size` (the plaintext read so far) for the body's length.
    const body = new PassThrough();
    const upload = new Upload({ client, params: { Bucket: bucket, Key: temp, Body: body }, partSize: PART_BYTES, queueSize: 1 });
    const [sealing, uploading] = await Promise.allSettled([
      pipeline(source, sealer, body),
      // A failed upload stops reading: end the source too, or the pipeline would wait for ever.
      upload.done().catch((error: unknown) => {
        body.destroy(error as Error);
        throw error;
      }),
    ]);
    if (sealing.status === 'rejected' || uploading.status === 'rejected') {
      // lib-storage has aborted its multipart upload; this delete is for an upload that landed though its answer
      // was lost. Best effort: the bucket's lifecycle rule removes what it misses, and the caller must hear the cause.
      await remove(temp).catch(() => undefined);
      throw causeOf(sealing, uploading);
    }
    const sha256 = sealer.sha256!;
    let state: 'staged' | 'committed' | 'discarded' = 'staged';
    let tempRemoved = false;
    const removeTemp = async () => {
      if (tempRemoved) return;
      await remove(temp);
      tempRemoved = true;
    };
    return {
      sha256,
      size: sealer.size,
      commit: async () => {
        if (state !== 'staged') return;
        const target = objectKey(prefix, sha256);
        // The same plaintext stored before: keep that object (one copy per address).
        if (!(await exists(target))) {
          await client.send(new CopyObjectCommand({ Bucket: bucket, Key: target, CopySource: `${bucket}/${temp.split('/').map(encodeURIComponent).join('/')}` }));
        }
        state = 'committed';
        await removeTemp();
      },
      // Also after a failed commit (the upload route discards then), or to retry a failed clean-up.
      discard: async () => {
        if (state === 'staged') state = 'discarded';
        await removeTemp();
      },
    };
  };

  const get = (sha256: string): Readable => {
    const opener = new Opener(key, sha256);
    if (!isSha256(sha256)) {
      process.nextTick(() => opener.destroy(new FileNotFound(sha256)));
      return opener;
    }
    // A reader that stops early (a download cut off) ends the request too.
    const abort = new AbortController();
    opener.on('close', () => abort.abort());
    client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(prefix, sha256) }), { abortSignal: abort.signal }).then(
      ({ Body }) => {
        if (!(Body instanceof Readable)) return void opener.destroy(new Error('the S3 client answered no stream'));
        if (opener.destroyed) return void Body.destroy();
        Body.on('error', (error) => opener.destroy(error));
        opener.on('close', () => Body.destroy());
        Body.pipe(opener);
      },
      (error: unknown) => opener.destroy(isNotFound(error) ? new FileNotFound(sha256) : (error as Error)),
    );
    return opener;
  };

  const has = async (sha256: string) => isSha256(sha256) && (await exists(objectKey(prefix, sha256)));

  const store: FileStore = { kind: 's3', stage, put: (source, options) => putByStaging(store, source, options), get, has };
  return store;
};
