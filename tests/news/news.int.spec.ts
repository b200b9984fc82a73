import { describe, expect, it } from 'vitest';
import { newsProjection } from '../../projections/news/projection.js';
import { expectRebuiltEqualToLive } from '../projections/support.js';
import { list } from '../support/list-query.js';
import { usePortal } from '../support/use-portal.js';

const { portal, headers } = usePortal(['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support']);
type Who = keyof typeof headers;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who | null, payload?: object) =>
  portal.app.inject({ method, url, headers: who ? headers[who] : {}, payload });
const publish = async (body: object) => {
  const response = await call('POST', '/api/news', 'admin', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const unread = async (who: Who) => (await call('GET', '/api/news/unread-count', who)).json().unread as number;

describe('news', () => {
  it('publishes in both languages, lists newest first, edits and deletes', async () => {
    const first = await publish({ titleEn: 'Opening hours', titleEs: 'Horario', bodyEn: 'We open at eight.', bodyEs: 'Abrimos a las ocho.' });
    expect(first).toMatchObject({ titleEn: 'Opening hours', titleEs: 'Horario', bodyEs: 'Abrimos a las ocho.', read: false });
    const second = await publish({ titleEn: '  New DQ381 stage  ', bodyEn: 'Stage 2 is out.' });
    expect(second).toMatchObject({ titleEn: 'New DQ381 stage', titleEs: '', bodyEs: '' });

    const listed = await call('GET', `/api/news?${list({ range: [0, 9] })}`, 'dealer');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((n: { id: string }) => n.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(listed.headers['content-range']).toMatch(/^news 0-\d+\/\d+$/);
    const found = await call('GET', `/api/news?${list({ filter: { q: 'ocho' } })}`, 'dealer');
    expect(found.json().map((n: { id: string }) => n.id)).toEqual([first.id]);

    const edited = await call('PUT', `/api/news/${second.id}`, 'admin', { ...second, titleEs: 'Nueva etapa DQ381' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ titleEn: 'New DQ381 stage', titleEs: 'Nueva etapa DQ381', bodyEn: 'Stage 2 is out.' });

    const removed = await call('DELETE', `/api/news/${first.id}`, 'admin');
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/news/${first.id}`, 'dealer')).json()).toMatchObject({ code: 'NEWS_NOT_FOUND', message: 'News item not found' });
    expect((await call('DELETE', `/api/news/${first.id}`, 'admin')).statusCode).toBe(404);
  });

  it('keeps a read marker and an unread count per user', async () => {
    const before = { dealer: await unread('dealer'), calibrator: await unread('calibrator') };
    const item = await publish({ titleEn: 'Price list', bodyEn: 'New prices from Monday.' });
    expect(await unread('dealer')).toBe(before.dealer + 1);
    expect(await unread('calibrator')).toBe(before.calibrator + 1);

    const read = await call('POST', `/api/news/${item.id}/read`, 'dealer');
    expect([read.statusCode, read.json().unread]).toEqual([200, before.dealer]);
    expect((await call('POST', `/api/news/${item.id}/read`, 'dealer')).json().unread).toBe(before.dealer);
    expect((await call('GET', `/api/news/${item.id}`, 'dealer')).json().read).toBe(true);
    expect((await call('GET', `/api/news/${item.id}`, 'calibrator')).json().read).toBe(false);
    expect(await unread('calibrator')).toBe(before.calibrator + 1);
    const unreadOnly = await call('GET', `/api/news?${list({ filter: { unread: true } })}`, 'dealer');
    expect(unreadOnly.json().map((n: { id: string }) => n.id)).not.toContain(item.id);

    // A deleted item leaves nobody's count: read or not.
    await call('DELETE', `/api/news/${item.id}`, 'admin');
    expect(await unread('dealer')).toBe(before.dealer);
    expect(await unread('calibrator')).toBe(before.calibrator);
    expect((await call('POST', `/api/news/${item.id}/read`, 'calibrator')).statusCode).toBe(404);
  });

  it('refuses writers other than the Admin, anonymous readers, empty texts and unknown fields', async () => {
    for (const who of ['distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const) {
      expect((await call('POST', '/api/news', who, { titleEn: 'x', bodyEn: 'y' })).statusCode).toBe(403);
      expect((await call('GET', '/api/news', who)).statusCode).toBe(200);
    }
    const item = await publish({ titleEs: 'Solo español', bodyEs: 'Texto' });
    expect((await call('PUT', `/api/news/${item.id}`, 'dealer', { titleEn: 'Mine' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/news/${item.id}`, 'support')).statusCode).toBe(403);
    expect((await call('GET', '/api/news', null)).statusCode).toBe(401);

    const empty = await call('POST', '/api/news', 'admin', { titleEn: '  ', titleEs: '', bodyEn: 'Body' });
    expect([empty.statusCode, empty.json().code, empty.json().message]).toEqual([400, 'TEXT_REQUIRED', 'title: Write it in English or Spanish (or both)']);
    const unknown = await call('POST', '/api/news', 'admin', { titleEn: 'x', bodyEn: 'y', pinned: true });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'pinned: Unknown field pinned']);
    const unknownEdit = await call('PUT', `/api/news/${item.id}`, 'admin', { titleEn: 'x', author: 'me' });
    expect(unknownEdit.statusCode).toBe(400);
    expect((await call('GET', '/api/news/not-a-uuid', 'dealer')).statusCode).toBe(404);
  });

  it('rebuilds the news read model equal to the live one', async () => {
    const item = await publish({ titleEn: 'Rebuild', bodyEn: 'Body' });
    await call('POST', `/api/news/${item.id}/read`, 'support');
    await expectRebuiltEqualToLive(portal.services, newsProjection);
  });
});
