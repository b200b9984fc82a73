import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../events/uploads/limits.js';
import { withDefaults } from '../../events/subUsers/permissions.js';
import { downloadsProjection } from '../../projections/downloads/projection.js';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { expectRebuiltEqualToLive } from '../projections/support.js';
import { createSubUser } from '../subUsers/support.js';
import { cutForm, fileForm, pdfBytes } from './support.js';

// Downloads (issue 14) on a real PostgreSQL: an Admin creates sections in English and Spanish and
// uploads files into them; every signed-in account lists and downloads them; broken uploads answer
// a 4xx and leave nothing in the store; sub-users follow their download switch; a rebuild equals the live rows.

let t: CreditPortal;
type Who = Parameters<CreditPortal['get']>[0];
const headersOf = (who: Who) => t.portal.auth(t.tokens[who]);
const inject = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.portal.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const upload = (headers: Record<string, string>, sectionId: string, form: { contentType: string; body: Buffer }) =>
  t.portal.app.inject({ method: 'POST', url: `/api/general-files/upload/${sectionId}`, headers: { ...headers, 'content-type': form.contentType }, payload: form.body });

/** Every file the disk store holds, committed or staged: what a refused upload must not add to. */
const storedFiles = (): string[] => {
  const root = join(t.portal.services.config.dataDir, 'files');
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  try {
    return walk(root).sort();
  } catch {
    return [];
  }
};

beforeAll(async () => {
  t = await creditPortal();
});
afterAll(async () => t?.close());

describe('downloads', () => {
  let sectionId: string;
  let fileId: string;
  const bytes = pdfBytes();

  it('an Admin creates a section in English and Spanish; others may not; unknown fields are refused', async () => {
    const created = await t.post('admin', '/api/general-files/create-section', { title: { en: ' Manuals ', es: 'Manuales' }, description: { en: 'Flashing guides', es: 'Guías de flasheo' }, position: 1 });
    expect(created.statusCode, created.body).toBe(201);
    sectionId = created.json().id;
    expect(created.json()).toMatchObject({ title: { en: 'Manuals', es: 'Manuales' }, description: { en: 'Flashing guides', es: 'Guías de flasheo' }, position: 1, files: [], fileCount: 0 });
    expect((await t.post('dealer', '/api/general-files/create-section', { title: { en: 'Mine' } })).statusCode).toBe(403);
    expect((await t.post('support', '/api/general-files/create-section', { title: { en: 'Mine' } })).statusCode).toBe(403);
    expect((await t.post('admin', '/api/general-files/create-section', { title: { en: 'X' }, colour: 'red' })).statusCode).toBe(400);
    expect((await t.post('admin', '/api/general-files/create-section', { title: { en: 'X', fr: 'X' } })).statusCode).toBe(400);
    expect((await t.post('admin', '/api/general-files/create-section', { title: { en: '   ' } })).json()).toMatchObject({ statusCode: 400, code: 'DOWNLOAD_SECTION_TITLE_REQUIRED' });
  });

  it('an Admin updates a section; an unknown section is a 404', async () => {
    const updated = await t.put('admin', `/api/general-files/update-section/${sectionId}`, { title: { en: 'Manuals and guides', es: 'Manuales y guías' }, position: 2 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ title: { en: 'Manuals and guides', es: 'Manuales y guías' }, description: { en: null, es: null }, position: 2 });
    expect((await t.put('dealer', `/api/general-files/update-section/${sectionId}`, { title: { en: 'Mine' } })).statusCode).toBe(403);
    expect((await t.put('admin', '/api/general-files/update-section/00000000-0000-4000-8000-000000000000', { title: { en: 'Gone' } })).json()).toMatchObject({ statusCode: 404, code: 'DOWNLOAD_SECTION_NOT_FOUND' });
    expect((await t.put('admin', `/api/general-files/update-section/${sectionId}`, { title: { en: 'Manuals' }, extra: 1 })).statusCode).toBe(400);
  });

  it('an Admin uploads a file; it is stored by its hash; a dealer may not upload', async () => {
    const response = await upload(headersOf('admin'), sectionId, fileForm(bytes, 'flash guide.pdf'));
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json().files[0];
    fileId = file.id;
    expect(file).toMatchObject({ name: 'flash guide.pdf', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    expect((await upload(headersOf('dealer'), sectionId, fileForm(pdfBytes()))).statusCode).toBe(403);
    // The event names the file by its hash, never its bytes.
    const events = await t.portal.services.store.readStream(`download-section-${sectionId}`);
    expect(events.at(-1)).toMatchObject({ type: 'DownloadFileAdded', data: { sha256: file.sha256, size: bytes.length, name: 'flash guide.pdf' } });
    expect(JSON.stringify(events.at(-1)?.data).length).toBeLessThan(1000);
  });

  it('refuses broken uploads with a clear 4xx and keeps nothing of them', async () => {
    const before = storedFiles();
    const cases: [string, { contentType: string; body: Buffer }, number, string][] = [
      ['too large', fileForm(pdfBytes(UPLOAD_LIMITS.generalFile.maxBytes + 10)), 413, 'GENERAL_FILE_TOO_LARGE'],
      ['empty', fileForm(Buffer.alloc(0)), 400, 'GENERAL_FILE_EMPTY'],
      ['wrong type', fileForm(Buffer.from('MZ this is a program'), 'tool.exe'), 415, 'GENERAL_FILE_TYPE'],
      ['aborted', cutForm(pdfBytes(64 * 1024)), 400, 'UPLOAD_BROKEN'],
      ['an extra field', fileForm(pdfBytes(), 'a.pdf', { name: 'note', value: 'x' }), 400, 'FIELD_UNKNOWN'],
      ['a long name', fileForm(pdfBytes(), `${'n'.repeat(101)}.pdf`), 400, 'GENERAL_FILE_NAME_INVALID'],
    ];
    for (const [what, form, status, code] of cases) {
      const response = await upload(headersOf('admin'), sectionId, form);
      expect([what, response.statusCode, response.json().code]).toEqual([what, status, code]);
    }
    const notMultipart = await inject(headersOf('admin'), 'POST', `/api/general-files/upload/${sectionId}`, { file: 'x' });
    expect(notMultipart.json()).toMatchObject({ statusCode: 400, code: 'GENERAL_FILE_REQUIRED' });
    const unknownSection = await upload(headersOf('admin'), '00000000-0000-4000-8000-000000000000', fileForm(pdfBytes()));
    expect(unknownSection.json()).toMatchObject({ statusCode: 404, code: 'DOWNLOAD_SECTION_NOT_FOUND' });
    expect(storedFiles()).toEqual(before);
    expect((await t.get('admin', `/api/general-files/section/${sectionId}`)).json().fileCount).toBe(1);
  });

  it('every signed-in account lists the sections and downloads the file; no token is a 401', async () => {
    for (const who of ['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const) {
      const list = await t.get(who, '/api/general-files/index');
      expect(list.statusCode, who).toBe(200);
      expect(list.headers['content-range']).toBe('general-files 0-0/1');
      expect(list.json()[0]).toMatchObject({ id: sectionId, files: [{ id: fileId }] });
      const download = await t.get(who, `/api/general-files/download/${sectionId}/${fileId}`);
      expect(download.statusCode, who).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      expect(download.headers['content-disposition']).toContain('flash_guide.pdf');
    }
    expect((await t.portal.app.inject({ method: 'GET', url: '/api/general-files/index' })).statusCode).toBe(401);
    expect((await t.get('dealer', `/api/general-files/download/${sectionId}/00000000-0000-4000-8000-000000000000`)).json()).toMatchObject({ statusCode: 404, code: 'DOWNLOAD_FILE_NOT_FOUND' });
    expect((await t.get('dealer', `/api/general-files/index?sort=${encodeURIComponent('["nope","ASC"]')}`)).statusCode).toBe(400);
  });

  it('sub-users follow their switches: download off is a 403; upload stays the Admin’s', async () => {
    const on = await createSubUser(t, 'dealer', 'files-on@dealer.test', 'sub_user_admin');
    const tree = withDefaults('sub_user_admin', { downloads: { status: true, children: { download_files: { status: false }, upload_files: { status: true } } } });
    const off = await createSubUser(t, 'dealer', 'files-off@dealer.test', 'sub_user_admin', tree);
    const noModule = await createSubUser(t, 'dealer', 'no-downloads@dealer.test', 'sub_user_admin', withDefaults('sub_user_admin', { downloads: { status: false } }));
    const url = `/api/general-files/download/${sectionId}/${fileId}`;
    expect((await inject(on.headers, 'GET', url)).statusCode).toBe(200);
    expect((await inject(off.headers, 'GET', '/api/general-files/index')).statusCode).toBe(200);
    expect((await inject(off.headers, 'GET', url)).json()).toMatchObject({ statusCode: 403, code: 'SUB_USER_NOT_ALLOWED' });
    expect((await inject(noModule.headers, 'GET', '/api/general-files/index')).json()).toMatchObject({ statusCode: 403, code: 'SUB_USER_NOT_ALLOWED' });
    // Upload switch on, but the parent is a dealer: uploads are the Admin's.
    expect((await upload(off.headers, sectionId, fileForm(pdfBytes()))).statusCode).toBe(403);
    expect((await inject(on.headers, 'POST', '/api/general-files/create-section', { title: { en: 'Mine' } })).statusCode).toBe(403);
  });

  it('an Admin removes a file and deletes a section; they leave every list', async () => {
    const other = await t.post('admin', '/api/general-files/create-section', { title: { en: 'Price lists' } });
    const otherId = other.json().id;
    await upload(headersOf('admin'), otherId, fileForm(pdfBytes(), 'prices.pdf'));
    const second = await upload(headersOf('admin'), sectionId, fileForm(pdfBytes(), 'second.pdf'));
    const secondId = second.json().files[1].id;
    expect((await inject(headersOf('dealer'), 'DELETE', `/api/general-files/file/${sectionId}/${secondId}`)).statusCode).toBe(403);
    const removed = await inject(headersOf('admin'), 'DELETE', `/api/general-files/file/${sectionId}/${secondId}`);
    expect(removed.json().files.map((f: { id: string }) => f.id)).toEqual([fileId]);
    expect((await t.get('dealer', `/api/general-files/download/${sectionId}/${secondId}`)).statusCode).toBe(404);
    expect((await inject(headersOf('admin'), 'DELETE', `/api/general-files/delete-section/${otherId}`)).json()).toEqual({ id: otherId });
    expect((await t.get('dealer', '/api/general-files/index')).json().map((s: { id: string }) => s.id)).toEqual([sectionId]);
    expect((await t.get('dealer', `/api/general-files/section/${otherId}`)).statusCode).toBe(404);
  });

  it('is rebuilt equal to the live read model, row for row', async () => {
    await expectRebuiltEqualToLive(t.portal.services, downloadsProjection);
  });
});
