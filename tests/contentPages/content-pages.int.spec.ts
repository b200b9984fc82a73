import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SLUGS } from '../../events/contentPages/pages.js';
import { contentPagesProjection } from '../../projections/contentPages/projection.js';
import { expectRebuiltEqualToLive } from '../projections/support.js';
import { usePortal } from '../support/use-portal.js';

const { portal, headers } = usePortal(['admin', 'dealer', 'support']);
type Who = keyof typeof headers;

const call = (method: 'GET' | 'PUT', url: string, who: Who | null, payload?: object) =>
  portal.app.inject({ method, url, headers: who ? headers[who] : {}, payload });

describe('content pages', () => {
  it('lists the spec pages to the Admin, saves one and shows it to anyone without signing in', async () => {
    const all = await call('GET', '/api/content-pages', 'admin');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((p: { id: string }) => p.id)).toEqual([...CONTENT_PAGE_SLUGS]);
    expect(all.headers['content-range']).toBe(`content-pages 0-10/11`);
    expect((await call('GET', '/api/public/pages/chiptuning', null)).json()).toMatchObject({ slug: 'chiptuning', titleEn: '', updatedAt: null });

    const saved = await call('PUT', '/api/content-pages/chiptuning', 'admin', { titleEn: 'Chiptuning', titleEs: 'Reprogramación', bodyEn: 'More power, safely.', bodyEs: 'Más potencia, con seguridad.' });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = (await call('GET', '/api/public/pages/chiptuning', null)).json();
    expect(page).toMatchObject({ id: 'chiptuning', titleEs: 'Reprogramación', bodyEn: 'More power, safely.' });
    expect(page.updatedAt).not.toBeNull();

    const edited = await call('PUT', '/api/content-pages/chiptuning', 'admin', { ...page, bodyEs: '' });
    expect(edited.json()).toMatchObject({ bodyEn: 'More power, safely.', bodyEs: '' });
    const menu = await call('GET', '/api/public/pages', null);
    expect(menu.json().map((p: { slug: string }) => p.slug)).toEqual(['chiptuning']);
  });

  it('refuses unknown pages, other roles, an empty title and unknown fields', async () => {
    expect((await call('GET', '/api/public/pages/casino', null)).json()).toMatchObject({ code: 'CONTENT_PAGE_NOT_FOUND' });
    expect((await call('PUT', '/api/content-pages/casino', 'admin', { titleEn: 'x' })).statusCode).toBe(404);
    for (const who of ['dealer', 'support'] as const) {
      expect((await call('PUT', '/api/content-pages/about', who, { titleEn: 'About' })).statusCode).toBe(403);
      expect((await call('GET', '/api/content-pages', who)).statusCode).toBe(403);
    }
    expect((await call('PUT', '/api/content-pages/about', null, { titleEn: 'About' })).statusCode).toBe(401);
    const untitled = await call('PUT', '/api/content-pages/about', 'admin', { bodyEn: 'We are...' });
    expect([untitled.statusCode, untitled.json().code]).toEqual([400, 'TEXT_REQUIRED']);
    const unknown = await call('PUT', '/api/content-pages/about', 'admin', { titleEn: 'About', layout: 'wide' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'layout: Unknown field layout']);
  });

  it('rebuilds the content pages read model equal to the live one', async () => {
    await call('PUT', '/api/content-pages/about', 'admin', { titleEn: 'About us', titleEs: 'Sobre nosotros' });
    await expectRebuiltEqualToLive(portal.services, contentPagesProjection);
  });
});
