import { describe, expect, it } from 'vitest';
import { objectKey, parseS3Url, tempKey } from './s3.js';

// FILE_STORE_URL for an S3-compatible bucket, and where the adapter puts its objects.

describe('an s3:// FILE_STORE_URL', () => {
  it('names the bucket, the prefix and the server', () => {
    expect(parseS3Url('s3://portal-files/prod/eu?endpoint=https://minio.internal:9000&region=eu-west-1&forcePathStyle=true')).toEqual({
      bucket: 'portal-files',
      prefix: 'prod/eu',
      endpoint: 'https://minio.internal:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
  });

  it('is AWS itself with the SDK region and virtual-host requests when it names only the bucket', () => {
    expect(parseS3Url('s3://portal-files')).toEqual({ bucket: 'portal-files', prefix: '', endpoint: undefined, region: undefined, forcePathStyle: false });
    expect(parseS3Url('s3://portal-files/').prefix).toBe('');
    expect(parseS3Url('s3://portal-files//files/').prefix).toBe('files');
  });

  it.each([
    ['s3://key:secret@portal-files/prefix', 'credentials do not belong in the URL'],
    ['s3://Portal_Files/prefix', 'is not a bucket name'],
    ['s3://portal-files:9000/prefix', 'is not a bucket name'],
    ['s3://portal-files/prefix?endpont=https://minio', 'unknown parameter endpont'],
    ['s3://portal-files/prefix?endpoint=minio:9000', 'endpoint must be an http:// or https:// URL'],
    ['s3://portal-files/prefix?forcePathStyle=yes', 'forcePathStyle must be true or false'],
    ['s3://portal-files/%zz', 'is not a valid prefix'],
    ['file:///srv/files', 'file: is not s3:'],
  ])('refuses %s, saying why', (url, why) => {
    expect(() => parseS3Url(url)).toThrow(why);
  });
});

describe('object keys', () => {
  const sha256 = 'ab'.repeat(32);

  it('put a file at <prefix>/objects/<sha256> and a stage at <prefix>/tmp/<id>', () => {
    expect(objectKey('prod/eu', sha256)).toBe(`prod/eu/objects/${sha256}`);
    expect(tempKey('prod/eu', 'f47ac10b-58cc-4372-a567-0e02b2c3d479')).toBe('prod/eu/tmp/f47ac10b-58cc-4372-a567-0e02b2c3d479');
  });

  it('start at the bucket root when there is no prefix', () => {
    expect(objectKey('', sha256)).toBe(`objects/${sha256}`);
    expect(tempKey('', 'id')).toBe('tmp/id');
  });
});
