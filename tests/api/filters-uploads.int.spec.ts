import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, type UploadLimit } from '../../events/uploads/limits.js';
import { tempDir } from '../../api/services/files/disk.js';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';
import { list } from '../support/list-query.js';

// A malformed id in a list filter, and a broken multipart body, are the client's mistakes: a 400
// that says which, never a 500. Every upload route holds its limit (events/uploads/limits.ts) the same
// way: a file one byte over is refused whole with the spec's message, and nothing of it is kept.

let portal: TestPortal;
let admin: { authorization: string };
let sectionId: string;
beforeAll(async () => {
  portal = await createTestPortal();
  ({ headers: { admin } } = await signInDemo(portal, ['admin']));
  const section = await portal.app.inject({ method: 'POST', url: '/api/general-files/create-section', headers: admin, payload: { title: { en: 'Limits' } } });
  sectionId = section.json().id;
});
afterAll(async () => portal?.close());

const UPLOADS = ['/api/credit/account-import?dryRun=true', '/api/vehicles-file?kind=vehicles&dryRun=true', '/api/files/upload'];
const BOUNDARY = 'sweepboundary';
const part = (body: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${body}`;

describe('malformed ids in list filters', () => {
  it('answer 400 naming the filter', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/users', { parentId: 'not-a-uuid' }, 'filter.parentId'],
      ['/api/users', { id: ['not-a-uuid'] }, 'filter.id'],
      ['/api/users', { id: 'x' }, 'filter.id'],
      ['/api/credit-payments', { buyerId: 'not-a-uuid' }, 'filter.buyerId'],
      ['/api/credit-payments', { sellerId: 42 }, 'filter.sellerId'],
      ['/api/credit/admin-history', { userId: "'; --" }, 'filter.userId'],
      ['/api/credit/movements', { userId: 'nope' }, 'filter.userId'],
      ['/api/invoices', { buyerId: 'nope' }, 'filter.buyerId'],
    ];
    for (const [url, filter, field] of cases) {
      const response = await portal.app.inject({ url: `${url}?${list({ filter })}`, headers: admin });
      expect(response.statusCode, `${url} ${JSON.stringify(filter)}`).toBe(400);
      expect(response.json().message).toBe(`${field}: Field must be a valid uuid`);
    }
    const house = await portal.app.inject({ url: `/api/credit-payments?${list({ filter: { sellerId: 'house' } })}`, headers: admin });
    expect(house.statusCode).toBe(200);
  });
});

describe('broken multipart bodies on every upload route', () => {
  it('answer 4xx with a clear message', async () => {
    const bodies: [string, string][] = [
      ['multipart/form-data', part('email,amount\n')], // no boundary in the header
      [`multipart/form-data; boundary=${BOUNDARY}`, part('email,amount\na@b.c,1\n')], // truncated: no closing boundary
      [`multipart/form-data; boundary=${BOUNDARY}`, '--sweepboundary\r\nContent-Disposition'], // cut inside a part header
      [`multipart/form-data; boundary=${BOUNDARY}`, ''],
      [`multipart/form-data; boundary=other`, part('x')],
    ];
    for (const url of UPLOADS) {
      for (const [contentType, payload] of bodies) {
        const response = await portal.app.inject({ method: 'POST', url, headers: { ...admin, 'content-type': contentType }, payload });
        expect(response.statusCode, `${url} ${contentType} ${payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} ${contentType} ${payload.slice(0, 40)} ${response.body}`).toBeLessThan(500);
        expect(response.json().message).toMatch(/^[A-Z]/);
      }
    }
  });
});

type Field = { name: string; value: string };
type UploadRoute = {
  url: () => string;
  limit: UploadLimit;
  /** A file of exactly `size` bytes of the type the route takes. */
  content: (size: number) => Buffer;
  filename: string;
  fields: Field[];
  /** The route's codes: too large, and a name too long where the name rule applies. */
  tooLarge: string;
  nameTooLong?: string;
  /** A field the form takes, repeated past the parser's field limit; none: any field is unknown. */
  repeatable?: string;
  /** The answer to a file of exactly the limit: read whole, so anything but the size refusal. */
  whole: number;
};

const padded = (head: string, size: number, fill: number) => Buffer.concat([Buffer.from(head, 'latin1'), Buffer.alloc(size - head.length, fill)]);
const binaryRead = (size: number) => padded('\0', size, 0xa5);
const pdf = (size: number) => padded('%PDF-1.7\n', size, 0x20);
const csv = (head: string) => (size: number) => padded(head, size, 0x78);

const ROUTES: Record<string, UploadRoute> = {
  'files/upload (reads, tuned files, attachments)': {
    url: () => '/api/files/upload', limit: UPLOAD_LIMITS.read, content: binaryRead, filename: 'edc17.bin', fields: [{ name: 'kind', value: 'ECU' }],
    tooLarge: 'FILE_TOO_LARGE', nameTooLong: 'FILE_NAME_TOO_LONG', repeatable: 'kind', whole: 201,
  },
  'general-files/upload (downloads)': {
    url: () => `/api/general-files/upload/${sectionId}`, limit: UPLOAD_LIMITS.generalFile, content: pdf, filename: 'manual.pdf', fields: [],
    tooLarge: 'GENERAL_FILE_TOO_LARGE', nameTooLong: 'GENERAL_FILE_NAME_INVALID', whole: 201,
  },
  'user/upload-terms': {
    url: () => '/api/user/upload-terms', limit: UPLOAD_LIMITS.terms, content: pdf, filename: 'terms.pdf', fields: [],
    tooLarge: 'TERMS_TOO_LARGE', nameTooLong: 'TERMS_NAME_INVALID', whole: 201,
  },
  'credit/account-import': {
    url: () => '/api/credit/account-import?dryRun=true', limit: UPLOAD_LIMITS.accountImport, content: csv('email,amount\n'), filename: 'accounts.csv', fields: [],
    tooLarge: 'FILE_TOO_LARGE', whole: 200,
  },
  'vehicles-file (catalogue sheets)': {
    url: () => '/api/vehicles-file', limit: UPLOAD_LIMITS.sheet, content: csv('id\n'), filename: 'vehicles.csv',
    fields: [{ name: 'kind', value: 'vehicles' }, { name: 'dryRun', value: 'true' }], tooLarge: 'FILE_TOO_LARGE', nameTooLong: 'FILE_NAME_TOO_LONG', repeatable: 'dryRun', whole: 202,
  },
  'previous-orders/import': {
    url: () => '/api/previous-orders/import?dryRun=true', limit: UPLOAD_LIMITS.sheet, content: csv('id\n'), filename: 'orders.csv', fields: [],
    tooLarge: 'FILE_TOO_LARGE', nameTooLong: 'FILE_NAME_TOO_LONG', whole: 400, // read whole: its columns are wrong
  },
};

const LIMIT_BOUNDARY = '----portal-limits';
const fieldPart = ({ name, value }: Field) => `--${LIMIT_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string) => `--${LIMIT_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
/** A form as its pieces: what comes before the file's bytes, the bytes, and what follows them. */
const formPieces = (route: UploadRoute, content: Buffer, options: { filename?: string; after?: string } = {}) => ({
  head: Buffer.from(route.fields.map(fieldPart).join('') + filePart(options.filename ?? route.filename)),
  content,
  tail: Buffer.from(`\r\n${options.after ?? ''}--${LIMIT_BOUNDARY}--\r\n`),
});
const send = (route: UploadRoute, payload: Buffer | Readable) => portal.app.inject({
  method: 'POST', url: route.url(), headers: { ...admin, 'content-type': `multipart/form-data; boundary=${LIMIT_BOUNDARY}` }, payload,
});
const whole = (pieces: ReturnType<typeof formPieces>) => Buffer.concat([pieces.head, pieces.content, pieces.tail]);

/** Everything an upload could leave behind: stored and temporary files, events, and the rows of each upload's feature. */
const holdings = async () => {
  const files = join(portal.services.config.dataDir, 'files');
  const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(portal.services.db)).rows[0].n);
  return {
    objects: (await readdir(join(files, 'objects'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile()).length,
    temps: (await readdir(tempDir(files)).catch(() => [])).length,
    events: await count(sql<{ n: string }>`select count(*) as n from events`),
    uploads: await count(sql<{ n: string }>`select count(*) as n from uploaded_files`),
    imports: await count(sql<{ n: string }>`select count(*) as n from catalogue_imports`),
    previousOrders: await count(sql<{ n: string }>`select count(*) as n from previous_orders`),
    movements: await count(sql<{ n: string }>`select count(*) as n from ledger_movements`),
    terms: await count(sql<{ n: string }>`select count(*) as n from companies where terms_sha256 is not null`),
  };
};

describe('upload limits on every upload route', () => {
  it.each(Object.entries(ROUTES))('%s refuses a file one byte over its limit whole, even when the parser cuts it exactly at a chunk\'s end', async (_, route) => {
    const before = await holdings();
    const pieces = formPieces(route, route.content(route.limit.maxBytes + 1));
    // The first chunk ends exactly at the limit: the parser then cuts the file without passing a byte past it.
    const atLimit = pieces.head.length + route.limit.maxBytes;
    const body = whole(pieces);
    const chunks = async function* () {
      yield body.subarray(0, atLimit);
      await new Promise((resolve) => setTimeout(resolve, 50));
      yield body.subarray(atLimit);
    };
    const response = await send(route, Readable.from(chunks()));
    expect(response.json()).toMatchObject({ statusCode: 413, code: route.tooLarge, params: { limit: route.limit.label }, message: `The file must not exceed ${route.limit.label}` });
    expect(await holdings()).toEqual(before);
  });

  it.each(Object.entries(ROUTES))('%s answers a too-long name, two files, too many fields and a body over the JSON limit with its own clear 4xx, keeping nothing', async (_, route) => {
    const before = await holdings();
    const small = route.content(2048);
    if (route.nameTooLong) {
      const extension = route.filename.split('.').pop()!;
      // One character more than the rule allows (its extension included).
      const tooLongName = `${'n'.repeat(route.limit.maxNameLength! - extension.length)}.${extension}`;
      const tooLong = await send(route, whole(formPieces(route, small, { filename: tooLongName })));
      expect(tooLong.json()).toMatchObject({ statusCode: 400, code: route.nameTooLong });
    }
    const twoFiles = await send(route, whole(formPieces(route, small, { after: `${filePart('second.bin')}${small.toString('latin1')}\r\n` })));
    expect(twoFiles.json()).toMatchObject({ statusCode: 400, code: 'ONE_FILE_ONLY', message: 'Please upload one file at a time' });
    const fields = Array.from({ length: 11 }, () => fieldPart({ name: route.repeatable ?? 'note', value: route.fields.find((f) => f.name === route.repeatable)?.value ?? 'x' })).join('');
    const overfull = await send(route, whole(formPieces(route, small, { after: fields })));
    expect(overfull.json()).toMatchObject({ statusCode: 400, code: route.repeatable ? 'UPLOAD_TOO_MANY_FIELDS' : 'FIELD_UNKNOWN' });
    const json = await portal.app.inject({ method: 'POST', url: route.url(), headers: { ...admin, 'content-type': 'application/json' }, payload: JSON.stringify({ file: 'x'.repeat(1024 * 1024) }) });
    expect(json.json()).toMatchObject({ statusCode: 413, code: route.tooLarge, message: `The file must not exceed ${route.limit.label}` });
    expect(await holdings()).toEqual(before);
  });

  it('every upload route reads a file of exactly its limit whole', async () => {
    for (const [name, route] of Object.entries(ROUTES)) {
      const response = await send(route, whole(formPieces(route, route.content(route.limit.maxBytes))));
      expect([name, response.statusCode], response.body).toEqual([name, route.whole]);
    }
    const accepted = await holdings();
    expect(accepted.uploads).toBeGreaterThan(0);
    expect(accepted.terms).toBe(1);
    // Six routes each read 2-10MB whole (the catalogue parses its sheet): a cap for a busy machine, not a timing.
  }, 120_000);
});
