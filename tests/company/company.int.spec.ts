import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { accountStream } from '../../events/accounts/events.js';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';

// Issue 13 "Company information": required-information before ordering, the change request an Admin
// accepts, the invoice information of UserInfo and the account's terms in the file store.

let t: CreditPortal;
beforeAll(async () => {
  t = await creditPortal();
});
afterAll(async () => t?.close());

const COMPANY = { name: 'Garage Sol SL', vatId: 'ESB12345678', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', countryId: 'es', email: 'billing@sol.test', phone: null };
const BOUNDARY = 'terms-boundary';
const form = (bytes: Buffer, filename = 'terms.pdf', field = 'file') => ({
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  payload: Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
});
const uploadTerms = (token: string, bytes: Buffer) => {
  const { contentType, payload } = form(bytes);
  return t.portal.app.inject({ method: 'POST', url: '/api/user/upload-terms', headers: { ...t.portal.auth(token), 'content-type': contentType }, payload });
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const newAccount = async (email: string) => {
  const response = await t.portal.app.inject({
    method: 'POST', url: '/api/signup',
    payload: { firstName: 'Sol', lastName: 'Owner', email, phone: '+34612345678', countryId: 'ES', password: 'Secret123!', repeatPassword: 'Secret123!', termsAccepted: true, isSubDealer: false },
  });
  expect(response.statusCode, response.body).toBe(201);
  await t.portal.services.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', email).execute();
  const signedIn = await t.portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password: 'Secret123!' } });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const { token, user } = signedIn.json();
  const headers = t.portal.auth(token);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => t.portal.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { id: user.id as string, user, headers, call };
};

describe('required information and the change request', () => {
  it('a new account must complete its company before ordering; a later change waits for an Admin', async () => {
    const sol = await newAccount('owner@sol.test');
    expect(sol.user).toMatchObject({ informationIncomplete: true, invoiceInformationU: null });
    expect((await sol.call('GET', '/api/company')).json()).toMatchObject({ userId: sol.id, company: null, required: true, complete: false, missing: ['name', 'address', 'postalCode', 'city', 'countryId', 'email'] });
    const order = await sol.call('POST', '/api/credit-order', { credits: 100, paymentMethod: 'bank_transfer' });
    expect([order.statusCode, order.json().code]).toEqual([409, 'INFORMATION_INCOMPLETE']);
    expect(order.json().message).toBe('Information Incomplete');

    const saved = await sol.call('PUT', '/api/company', COMPANY);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ company: { ...COMPANY, countryId: 'ES' }, required: false, complete: true, missing: [], pendingChange: null });
    expect((await sol.call('GET', '/api/user/view')).json()).toMatchObject({ informationIncomplete: false, invoiceInformationU: { name: 'Garage Sol SL' } });
    expect((await sol.call('POST', '/api/credit-order', { credits: 100, paymentMethod: 'bank_transfer' })).json().code).not.toBe('INFORMATION_INCOMPLETE');

    // A completed company changes only through an Admin.
    const asked = await sol.call('PUT', '/api/company', { ...COMPANY, address: 'Gran Vía 2' });
    expect(asked.json()).toMatchObject({ company: { address: 'Calle Mayor 1' }, pendingChange: { changes: { address: 'Gran Vía 2' } } });
    const requestId = asked.json().pendingChange.id;
    const list = await t.get('admin', '/api/company/requests');
    expect(list.headers['content-range']).toMatch(/^requests 0-\d+\/[1-9]\d*$/);
    expect((await t.get('admin', '/api/company/requests?x=1')).statusCode).toBe(400);
    expect(list.json()).toContainEqual(expect.objectContaining({ id: requestId, userId: sol.id, current: expect.objectContaining({ address: 'Calle Mayor 1' }), changes: expect.objectContaining({ address: 'Gran Vía 2' }) }));
    expect((await sol.call('POST', '/api/company/request-update-accept', { id: requestId })).statusCode).toBe(403);
    const accepted = await t.post('admin', '/api/company/request-update-accept', { id: requestId });
    expect(accepted.json()).toEqual({ id: requestId, status: 'accepted' });
    expect((await sol.call('GET', '/api/company')).json()).toMatchObject({ company: { address: 'Gran Vía 2' }, pendingChange: null });
    expect((await t.post('admin', '/api/company/request-update-accept', { id: requestId })).json().code).toBe('COMPANY_CHANGE_NOT_FOUND');

    const types = (await t.portal.services.store.readStream(accountStream(sol.id))).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['CompanyInformationSaved', 'CompanyChangeRequested', 'CompanyChangeAccepted']));
  });

  it('a refused change leaves the company as it was', async () => {
    const sol = await newAccount('refused@sol.test');
    await sol.call('PUT', '/api/company', COMPANY);
    const requestId = (await sol.call('PUT', '/api/company', { ...COMPANY, name: 'Another SL' })).json().pendingChange.id;
    expect((await t.post('admin', '/api/company/request-update-refuse', { id: requestId })).json()).toEqual({ id: requestId, status: 'refused' });
    expect((await sol.call('GET', '/api/company')).json()).toMatchObject({ company: { name: 'Garage Sol SL' }, pendingChange: null });
  });

  it('other accounts\' companies answer 404; Admins and the accounts above read them; unknown fields are 400', async () => {
    const stranger = await newAccount('stranger@sol.test');
    expect((await stranger.call('GET', `/api/company?userId=${t.ids.dealer}`)).json().code).toBe('COMPANY_NOT_FOUND');
    expect((await stranger.call('PUT', '/api/company', { ...COMPANY, userId: t.ids.dealer })).statusCode).toBe(404);
    expect((await t.get('subdealer', `/api/company?userId=${t.ids.dealer}`)).statusCode).toBe(404);
    expect((await t.get('distributor', `/api/company?userId=${t.ids.subdealer}`)).statusCode).toBe(200);
    expect((await t.get('admin', `/api/company?userId=${stranger.id}`)).json()).toMatchObject({ userId: stranger.id, required: true });
    const unknown = await stranger.call('PUT', '/api/company', { ...COMPANY, iban: 'NL00' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'FIELD_UNKNOWN']);
    expect((await stranger.call('PUT', '/api/company', { ...COMPANY, countryId: 'QQ' })).json().code).toBe('COMPANY_UNKNOWN_COUNTRY');
    expect((await stranger.call('GET', '/api/company?user=1')).statusCode).toBe(400);
    // An Admin's edit is saved at once, for any account.
    const byAdmin = await t.put('admin', '/api/company', { ...COMPANY, userId: stranger.id });
    expect(byAdmin.json()).toMatchObject({ userId: stranger.id, complete: true });
  });

  it('the parent\'s company is the invoice information P of its children', async () => {
    await t.put('distributor', '/api/company', { ...COMPANY, name: 'Distribution BV', countryId: 'NL' });
    expect((await t.get('dealer', '/api/user/view')).json()).toMatchObject({ invoiceInformationP: { name: 'Distribution BV' }, informationIncomplete: false });
  });
});

describe('user/upload-terms', () => {
  it('keeps the PDF in the file store and records its hash, never its bytes', async () => {
    const upload = await uploadTerms(t.tokens.dealer, PDF);
    expect(upload.statusCode, upload.body).toBe(201);
    const sha256 = createHash('sha256').update(PDF).digest('hex');
    expect(upload.json().terms).toMatchObject({ sha256, name: 'terms.pdf', size: PDF.length });
    const event = (await t.portal.services.store.readStream(accountStream(t.ids.dealer))).find((e) => e.type === 'TermsUploaded')!;
    expect(event.data).toEqual({ userId: t.ids.dealer, sha256, size: PDF.length, name: 'terms.pdf', at: expect.any(String) });
    const download = await t.get('distributor', `/api/company/terms?userId=${t.ids.dealer}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await t.get('subdealer', `/api/company/terms?userId=${t.ids.dealer}`)).statusCode).toBe(404);
    // Uploading terms asks nothing of an account that was never required to fill its company.
    expect((await t.get('dealer', '/api/user/view')).json().informationIncomplete).toBe(false);
  });

  it('refuses what is not a PDF, and other form fields', async () => {
    const notPdf = await uploadTerms(t.tokens.dealer, Buffer.from('hello'));
    expect([notPdf.statusCode, notPdf.json().code]).toEqual([415, 'TERMS_NOT_PDF']);
    const json = await t.post('dealer', '/api/user/upload-terms', {});
    expect([json.statusCode, json.json().code]).toEqual([400, 'TERMS_FILE_REQUIRED']);
  });
});
