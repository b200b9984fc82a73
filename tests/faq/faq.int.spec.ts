import { describe, expect, it } from 'vitest';
import { faqProjection } from '../../projections/faq/projection.js';
import { expectRebuiltEqualToLive } from '../projections/support.js';
import { list } from '../support/list-query.js';
import { usePortal } from '../support/use-portal.js';

const { portal, headers } = usePortal(['admin', 'dealer', 'support']);
type Who = keyof typeof headers;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who | null, payload?: object) =>
  portal.app.inject({ method, url, headers: who ? headers[who] : {}, payload });
const add = async (body: object) => {
  const response = await call('POST', '/api/faq', 'admin', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const questions = (response: { json(): { questionEn: string }[] }) => response.json().map((e) => e.questionEn);

describe('FAQ', () => {
  it('adds, edits and removes entries; anyone reads them grouped without signing in', async () => {
    const credits = await add({ groupEn: 'Credits', groupEs: 'Créditos', questionEn: 'How do I buy credits?', questionEs: '¿Cómo compro créditos?', answerEn: 'Open Buy credits.', answerEs: 'Abra Comprar créditos.', position: 2 });
    await add({ groupEn: 'Credits', groupEs: 'Créditos', questionEn: 'Do credits expire?', answerEn: 'No.', position: 1 });
    await add({ groupEn: 'Orders', groupEs: 'Pedidos', questionEn: 'How long does a tune take?', answerEn: 'Depends on the urgency.', answerEs: 'Depende de la urgencia.' });

    const open = await call('GET', '/api/public/faq', null);
    expect(open.statusCode).toBe(200);
    expect(questions(open)).toEqual(['Do credits expire?', 'How do I buy credits?', 'How long does a tune take?']);
    expect(open.headers['content-range']).toBe('faq 0-2/3');

    const edited = await call('PUT', `/api/faq/${credits.id}`, 'admin', { ...credits, position: 0, answerEn: 'Open Buy credits in the menu.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ position: 0, answerEn: 'Open Buy credits in the menu.', answerEs: 'Abra Comprar créditos.' });
    expect(questions(await call('GET', '/api/public/faq', null))[0]).toBe('How do I buy credits?');

    expect((await call('DELETE', `/api/faq/${credits.id}`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/api/faq/${credits.id}`, 'admin')).json().code).toBe('FAQ_ENTRY_NOT_FOUND');
    expect(questions(await call('GET', '/api/public/faq', null))).toEqual(['Do credits expire?', 'How long does a tune take?']);
  });

  it('searches questions, answers and groups in both languages', async () => {
    await add({ groupEn: 'Files', groupEs: 'Archivos', questionEn: 'Which tools are supported?', questionEs: '¿Qué herramientas se admiten?', answerEn: 'KESS and KTAG.', answerEs: 'KESS y KTAG.' });
    const spanish = await call('GET', `/api/public/faq?${list({ filter: { q: 'herramientas' } })}`, null);
    expect(questions(spanish)).toEqual(['Which tools are supported?']);
    expect(questions(await call('GET', `/api/public/faq?${list({ filter: { q: 'ktag' } })}`, null))).toEqual(['Which tools are supported?']);
    expect(questions(await call('GET', `/api/public/faq?${list({ filter: { q: 'archivos' } })}`, null))).toEqual(['Which tools are supported?']);
    expect(questions(await call('GET', `/api/public/faq?${list({ filter: { q: '100%_' } })}`, null))).toEqual([]);
    expect((await call('GET', `/api/public/faq?${list({ sort: ['answerEn', 'ASC'] })}`, null)).statusCode).toBe(400);
  });

  it('lets only the Admin write it, and refuses empty questions and unknown fields', async () => {
    for (const who of ['dealer', 'support'] as const) {
      expect((await call('POST', '/api/faq', who, { questionEn: 'q', answerEn: 'a' })).statusCode).toBe(403);
      expect((await call('GET', '/api/faq', who)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/faq', null, { questionEn: 'q', answerEn: 'a' })).statusCode).toBe(401);
    const noQuestion = await call('POST', '/api/faq', 'admin', { answerEn: 'a' });
    expect([noQuestion.statusCode, noQuestion.json().code, noQuestion.json().params.field]).toEqual([400, 'TEXT_REQUIRED', 'question']);
    const unknown = await call('POST', '/api/faq', 'admin', { questionEn: 'q', answerEn: 'a', tags: [] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'tags: Unknown field tags']);
    const position = await call('POST', '/api/faq', 'admin', { questionEn: 'q', answerEn: 'a', position: -1 });
    expect(position.statusCode).toBe(400);
  });

  it('rebuilds the FAQ read model equal to the live one', async () => {
    await add({ questionEn: 'Rebuild?', answerEn: 'Yes.' });
    await expectRebuiltEqualToLive(portal.services, faqProjection);
  });
});
