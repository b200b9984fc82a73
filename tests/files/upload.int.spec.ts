import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../events/uploads/limits.js';
import { openStoredFile } from '../../api/services/files/open.js';
import { objectPath, tempDir } from '../../api/services/files/disk.js';
import { findUpload } from '../../tables/files/queries.js';
import { usePortal } from '../support/use-portal.js';

// POST /api/files/upload: an original ECU/TCU read streamed into the encrypted store. Whatever is
// refused or cut off half way leaves no stored file, no temporary file and no row.

const { portal, ids, headers } = usePortal(['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support']);

const BOUNDARY = '----portal-upload-test';
type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };
const formHead = (part: Part) => 'filename' in part
  ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
  : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
const form = (...parts: Part[]) => Buffer.concat([
  ...parts.flatMap((part) => [Buffer.from(formHead(part)), 'content' in part ? part.content : Buffer.from(part.value), Buffer.from('\r\n')]),
  Buffer.from(`--${BOUNDARY}--\r\n`),
]);
const kind = (value: string): Part => ({ name: 'kind', value });
const file = (content: Buffer, filename = 'original.bin'): Part => ({ name: 'file', filename, content });

const upload = (as: { authorization: string } | Record<string, never>, ...parts: Part[]) =>
  portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...as, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: form(...parts) });

/** A binary read: random bytes (starting like no document format). */
const read = (size: number) => {
  const bytes = randomBytes(size);
  bytes[0] = 0x00;
  return bytes;
};
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const filesDir = () => join(portal.services.config.dataDir, 'files');
/** Everything the store and the table hold: stored objects, temporary files, rows. */
const holdings = async () => ({
  objects: (await readdir(join(filesDir(), 'objects'), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name).sort(),
  temps: await readdir(tempDir(filesDir())),
  rows: Number((await portal.services.db.selectFrom('uploaded_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
});

const drain = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('POST /api/files/upload', () => {
  it('stores a dealer\'s ECU read encrypted and answers its reference', async () => {
    const content = Buffer.concat([Buffer.alloc(16), Buffer.from('PLAINTEXT-MARKER-OF-THE-READ'.repeat(1000)), read(500_000)]);
    const response = await upload(headers.dealer, kind('ECU'), file(content, 'golf 2.0 TDI.ori'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), sha256: sha256(content), size: content.length, name: 'golf 2.0 TDI.ori', kind: 'ECU', message: 'File uploaded successfully' });

    const row = await findUpload(portal.services.db, body.id, ids.dealer);
    expect(row).toMatchObject({ sha256: body.sha256, size: content.length, name: 'golf 2.0 TDI.ori', kind: 'ECU', uploaded_by: ids.dealer });
    expect(await findUpload(portal.services.db, body.id, ids.distributor)).toBeNull();
    expect(await findUpload(portal.services.db, 'not-a-uuid', ids.dealer)).toBeNull();
    // The row is a record of what happened: never changed.
    await expect(portal.services.db.updateTable('uploaded_files').set({ name: 'renamed.bin' }).where('id', '=', body.id).execute()).rejects.toThrow('never changed');

    const onDisk = await readFile(objectPath(filesDir(), body.sha256));
    expect(onDisk.includes('PLAINTEXT-MARKER-OF-THE-READ')).toBe(false);
    expect(onDisk.includes(content.subarray(16 + 28 * 1000, 16 + 28 * 1000 + 64))).toBe(false);
    const stored = await openStoredFile(portal.services, body.sha256);
    expect((await drain(stored!)).equals(content)).toBe(true);
    expect(await openStoredFile(portal.services, 'f'.repeat(64))).toBeNull();
  });

  it('takes TCU reads from every role that orders software, the kind before or after the file; one stored file for the same bytes', async () => {
    const content = read(20_000);
    const before = await holdings();
    const answers = [];
    for (const who of ['admin', 'distributor', 'subdealer']) answers.push((await upload(headers[who], kind('TCU'), file(content, 'dq250.bin'))).json());
    answers.push((await upload(headers.dealer, file(content, 'dq250.bin'), kind('TCU'))).json());
    expect(answers.map((a) => [a.kind, a.sha256, a.message])).toEqual(Array(4).fill(['TCU', sha256(content), 'File uploaded successfully']));
    expect(new Set(answers.map((a) => a.id)).size).toBe(4);
    const after = await holdings();
    expect(after.objects.filter((o) => !before.objects.includes(o))).toEqual([sha256(content)]);
    expect(after.rows - before.rows).toBe(4);
    expect(after.temps).toEqual([]);
  });

  it('accepts Intel HEX reads and files of exactly 10MB and 100-character names', async () => {
    const hex = Buffer.from(':10010000214601360121470136007EFE09D2190140\r\n:100110002146017E17C20001FF5F16002148011928\r\n:00000001FF\r\n');
    expect((await upload(headers.dealer, kind('ECU'), file(hex, 'edc16.hex'))).statusCode).toBe(201);
    const longest = `${'n'.repeat(96)}.bin`;
    const response = await upload(headers.dealer, kind('ECU'), file(read(UPLOAD_LIMITS.read.maxBytes), longest));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ size: UPLOAD_LIMITS.read.maxBytes, name: longest });
  });

  it('refuses a file over 10MB with the spec\'s message and keeps nothing of it', async () => {
    const before = await holdings();
    const response = await upload(headers.dealer, kind('ECU'), file(read(UPLOAD_LIMITS.read.maxBytes + 1)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file must not exceed 10MB' });
    expect(await holdings()).toEqual(before);
  });

  it('refuses a name of 101 characters', async () => {
    const before = await holdings();
    const response = await upload(headers.dealer, kind('ECU'), file(read(1000), `${'n'.repeat(97)}.bin`));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FILE_NAME_TOO_LONG', message: 'The file name field must have 100 characters at most' });
    expect(await holdings()).toEqual(before);
  });

  it.each([
    ['a PDF', Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(30_000)]), 'manual.pdf'],
    ['a PNG named .bin', Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(30_000)]), 'dashboard.bin'],
    ['a text file', Buffer.from('Please tune my car, the read is attached.\n'.repeat(500)), 'read.txt'],
    ['a Word document', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(30_000)]), 'read.docx'],
  ])('refuses %s as not supported and keeps nothing of it', async (_, content, name) => {
    const before = await holdings();
    const response = await upload(headers.dealer, kind('ECU'), file(content, name));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'FILE_TYPE', message: 'The file type is not supported' });
    expect(await holdings()).toEqual(before);
  });

  it('refuses empty files, missing or unknown kinds, unknown fields, two files and no file, keeping nothing', async () => {
    const before = await holdings();
    const cases: [Part[], number, string][] = [
      [[kind('ECU'), file(Buffer.alloc(0))], 400, 'The file is empty'],
      [[file(read(1000))], 400, 'kind: Field is required'],
      [[kind('DSG'), file(read(1000))], 400, 'kind: Field must be one of ECU, TCU'],
      [[kind('ECU'), { name: 'note', value: 'x' }, file(read(1000))], 400, 'note: Unknown field note'],
      [[kind('ECU'), file(read(1000)), file(read(1000), 'second.bin')], 400, 'Please upload one file at a time'],
      [[kind('ECU')], 400, 'Please choose the ECU or TCU file to upload'],
      [[kind('ECU'), file(read(1000), '')], 400, 'Please choose the ECU or TCU file to upload'],
    ];
    for (const [parts, status, message] of cases) {
      const response = await upload(headers.dealer, ...parts);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    const notMultipart = await portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: headers.dealer, payload: { kind: 'ECU' } });
    expect(notMultipart.json()).toMatchObject({ statusCode: 400, code: 'ORIGINAL_FILE_REQUIRED' });
    expect(await holdings()).toEqual(before);
  });

  it('is for those who order software and the calibrators who deliver tuned files: Support 403, no token 401', async () => {
    expect((await upload(headers.calibrator, kind('ECU'), file(read(1000)))).statusCode).toBe(201);
    expect((await upload(headers.support, kind('ECU'), file(read(1000)))).statusCode).toBe(403);
    expect((await upload({}, kind('ECU'), file(read(1000)))).statusCode).toBe(401);
  });
});

describe('an upload cut off half way', () => {
  /** Sends `head` of a form declared `total` bytes long, waits until `ready()` holds, then drops the connection. */
  const cutOff = async (head: Buffer, total: number, ready: () => Promise<boolean>) => {
    if (!portal.app.server.listening) await portal.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = portal.app.server.address() as AddressInfo;
    const request = httpRequest({
      host: '127.0.0.1', port, method: 'POST', path: '/api/files/upload',
      headers: { ...headers.dealer, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': total },
    });
    request.on('error', () => undefined);
    request.write(head);
    await expect.poll(ready, { timeout: 10_000 }).toBe(true);
    request.destroy();
  };

  it('leaves no stored file, no temporary file and no row when the client goes away inside the file', async () => {
    const before = await holdings();
    const whole = form(kind('ECU'), file(read(8 * 1024 * 1024)));
    // The server has started writing the file: its temporary file exists and has grown.
    const writing = async () => {
      const [temp] = await readdir(tempDir(filesDir()));
      return temp !== undefined && (await stat(join(tempDir(filesDir()), temp)).catch(() => ({ size: 0 }))).size > 1024 * 1024;
    };
    await cutOff(whole.subarray(0, 4 * 1024 * 1024), whole.length, writing);
    await expect.poll(async () => (await holdings()).temps, { timeout: 10_000 }).toEqual([]);
    expect(await holdings()).toEqual(before);
  });

  it('keeps nothing when the client goes away after the file but before the end of the form', async () => {
    const before = await holdings();
    const content = read(300_000);
    const whole = form(kind('ECU'), file(content));
    // Everything but the last line break: the parser has the kind, the whole file and the closing boundary; the request is not whole.
    const head = whole.subarray(0, whole.length - 2);
    await cutOff(head, whole.length, async () => (await holdings()).temps.length === 1);
    await expect.poll(async () => (await holdings()).temps, { timeout: 10_000 }).toEqual([]);
    expect(await holdings()).toEqual(before);
    expect(await portal.services.files.has(sha256(content))).toBe(false);
  });
});
