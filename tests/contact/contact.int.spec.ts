import { describe, expect, it } from 'vitest';
import { CONTACT_REQUESTS_PER_MINUTE } from '../../events/contact/limits.js';
import { contactProjection } from '../../projections/contact/projection.js';
import { expectRebuiltEqualToLive } from '../projections/support.js';
import { usePortal } from '../support/use-portal.js';

// Contact (issue 14): anyone sends the public form without signing in (rate-limited per address);
// an Admin lists the requests and marks them handled; nobody else reads them.

const { portal, headers } = usePortal(['admin', 'dealer', 'support']);
const send = (payload: object, ip = '203.0.113.7') => portal.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });
const form = { name: ' Ana García ', email: 'Ana@Example.com', phone: '+34 600 000 000', subject: 'Stage 2 for my Golf', message: ' Is stage 2 possible on a 2.0 TDI? ' };

describe('contact', () => {
  let requestId: string;

  it('a visitor sends the form without signing in', async () => {
    const sent = await send(form);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ message: 'Thank you: we received your message and will answer by email' });
  });

  it('refuses bad input: unknown fields, a bad email, an empty name or message', async () => {
    expect((await send({ ...form, company: 'x' }, '203.0.113.8')).statusCode).toBe(400);
    expect((await send({ ...form, email: 'not-an-email' }, '203.0.113.8')).statusCode).toBe(400);
    expect((await send({ ...form, name: '  ' }, '203.0.113.8')).json()).toMatchObject({ statusCode: 400, code: 'CONTACT_NAME_REQUIRED' });
    expect((await send({ ...form, message: '' }, '203.0.113.8')).json()).toMatchObject({ statusCode: 400, code: 'CONTACT_MESSAGE_REQUIRED' });
  });

  it('is rate-limited per address', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= CONTACT_REQUESTS_PER_MINUTE; i += 1) answers.push((await send({ name: 'Bot', email: 'bot@example.com', message: `spam ${i}` }, '198.51.100.9')).statusCode);
    expect(answers.slice(0, CONTACT_REQUESTS_PER_MINUTE).every((s) => s === 201)).toBe(true);
    const limited = await send({ name: 'Bot', email: 'bot@example.com', message: 'more' }, '198.51.100.9');
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_CONTACT_REQUESTS' });
    // Another address is not slowed down.
    expect((await send({ name: 'Bea', email: 'bea@example.com', message: 'Hello' }, '198.51.100.10')).statusCode).toBe(201);
  });

  it('an Admin lists the requests, waiting ones first; others may not', async () => {
    const list = await portal.app.inject({ method: 'GET', url: `/api/contact?filter=${encodeURIComponent('{"handled":false}')}`, headers: headers.admin });
    expect(list.statusCode).toBe(200);
    const ana = list.json().find((r: { email: string }) => r.email === 'ana@example.com');
    requestId = ana.id;
    expect(ana).toMatchObject({ name: 'Ana García', phone: '+34 600 000 000', subject: 'Stage 2 for my Golf', message: 'Is stage 2 possible on a 2.0 TDI?', handled: false });
    for (const who of ['dealer', 'support'] as const) expect((await portal.app.inject({ method: 'GET', url: '/api/contact', headers: headers[who] })).statusCode).toBe(403);
    expect((await portal.app.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
  });

  it('an Admin marks a request handled, once', async () => {
    const mark = (who: 'admin' | 'dealer') => portal.app.inject({ method: 'POST', url: `/api/contact/${requestId}/handled`, headers: headers[who] });
    expect((await mark('dealer')).statusCode).toBe(403);
    const handled = await mark('admin');
    expect(handled.json()).toMatchObject({ id: requestId, handled: true });
    expect((await mark('admin')).json()).toMatchObject({ statusCode: 409, code: 'CONTACT_ALREADY_HANDLED' });
    const done = await portal.app.inject({ method: 'GET', url: `/api/contact?filter=${encodeURIComponent('{"handled":true}')}`, headers: headers.admin });
    expect(done.json().map((r: { id: string }) => r.id)).toEqual([requestId]);
    expect((await portal.app.inject({ method: 'GET', url: '/api/contact/00000000-0000-4000-8000-000000000000', headers: headers.admin })).statusCode).toBe(404);
  });

  it('is rebuilt equal to the live read model, row for row', async () => {
    await expectRebuiltEqualToLive(portal.services, contactProjection);
  });
});
