import { randomBytes } from 'node:crypto';

// A multipart form of an original read upload (POST /api/files/upload: `kind` and one `file`), as
// the browser sends it: for the tests, the crash test and the bench.

const BOUNDARY = 'portal-upload-boundary';

/** Bytes that look like a binary ECU read (random, starting like no document format). */
export const binaryRead = (size = 4096) => Buffer.concat([Buffer.from([0x7f, 0x45, 0x43, 0x55]), randomBytes(size)]);

export const readUploadForm = (kind: 'ECU' | 'TCU', bytes: Buffer = binaryRead(), filename = `read-${kind}.bin`) => ({
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  body: Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
});
