import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import { textIn } from '../localized.js';
import { contentPageDecider } from '../contentPages/decide.js';
import { faqDecider } from '../faq/decide.js';
import type { NewsItemEvent } from './events.js';
import { newsDecider, newsReadsDecider } from './decide.js';

const at = '2026-11-27T02:00:00.000Z';
const base = { newsId: 'n1', actorId: 'admin', at };
const published: NewsItemEvent = { id: 'e1', type: 'NewsPublished', data: { ...base, title: { en: 'Hello', es: '' }, body: { en: 'Body', es: 'Cuerpo' } } };
const news = deciderSpec(newsDecider);

describe('news decider', () => {
  it('publishes trimmed texts and refuses a title or body in neither language', () => {
    news.given([]).when({ type: 'PublishNews', eventId: 'e1', ...base, title: { en: ' Hello ', es: '' }, body: { en: 'Body', es: 'Cuerpo ' } }).then([published]);
    news.given([]).when({ type: 'PublishNews', eventId: 'e1', ...base, title: { en: ' ', es: '' }, body: { en: 'b', es: '' } })
      .thenThrows({ statusCode: 400, code: 'TEXT_REQUIRED', params: { field: 'title' } });
    news.given([published]).when({ type: 'PublishNews', eventId: 'e2', ...base, title: { en: 'x', es: '' }, body: { en: 'b', es: '' } }).thenThrows({ statusCode: 409 });
  });
  it('edits one language keeping the other, records nothing unchanged, refuses a deleted item', () => {
    news.given([published]).when({ type: 'EditNews', eventId: 'e2', ...base, changes: { title: { es: 'Hola' } } })
      .then([{ id: 'e2', type: 'NewsEdited', data: { ...base, title: { en: 'Hello', es: 'Hola' }, body: { en: 'Body', es: 'Cuerpo' } } }]);
    news.given([published]).when({ type: 'EditNews', eventId: 'e2', ...base, changes: { title: { en: 'Hello' } } }).then([]);
    const deleted: NewsItemEvent = { id: 'e3', type: 'NewsDeleted', data: base };
    news.given([published, deleted]).when({ type: 'EditNews', eventId: 'e4', ...base, changes: {} }).thenThrows({ statusCode: 404, code: 'NEWS_NOT_FOUND' });
    news.given([published, deleted]).when({ type: 'DeleteNews', eventId: 'e4', ...base }).thenThrows({ statusCode: 404 });
  });
  it('marks an item read once per reader', () => {
    const reads = deciderSpec(newsReadsDecider);
    const read = { type: 'ReadNews' as const, userId: 'u', newsId: 'n1', eventId: 'r1', at };
    reads.given([]).when(read).then([{ id: 'r1', type: 'NewsRead', data: { userId: 'u', newsId: 'n1', at } }]);
    reads.given([{ id: 'r1', type: 'NewsRead', data: { userId: 'u', newsId: 'n1', at } }]).when(read).then([]);
  });
});

describe('FAQ and content page deciders', () => {
  it('needs a question and an answer, and a position in range', () => {
    const faq = deciderSpec(faqDecider);
    const add = { type: 'AddFaqEntry' as const, entryId: 'f', eventId: 'e', actorId: 'a', at, group: { en: '', es: '' }, question: { en: 'Q', es: '' }, answer: { en: '', es: 'R' }, position: 0 };
    faq.given([]).when(add).then([{ id: 'e', type: 'FaqEntryAdded', data: { entryId: 'f', actorId: 'a', at, group: add.group, question: add.question, answer: add.answer, position: 0 } }]);
    faq.given([]).when({ ...add, answer: { en: '', es: ' ' } }).thenThrows({ code: 'TEXT_REQUIRED', params: { field: 'answer' } });
    faq.given([]).when({ ...add, position: 1.5 }).thenThrows({ code: 'FAQ_POSITION_INVALID' });
  });
  it('saves only the spec pages, with a title', () => {
    const pages = deciderSpec(contentPageDecider);
    const edit = { type: 'EditContentPage' as const, slug: 'about', eventId: 'e', actorId: 'a', at, changes: { title: { en: 'About us' } } };
    pages.given([]).when(edit).then([{ id: 'e', type: 'ContentPageEdited', data: { slug: 'about', actorId: 'a', at, title: { en: 'About us', es: '' }, body: { en: '', es: '' } } }]);
    pages.given([]).when({ ...edit, slug: 'casino' }).thenThrows({ statusCode: 404, code: 'CONTENT_PAGE_NOT_FOUND' });
    pages.given([]).when({ ...edit, changes: { body: { en: 'text' } } }).thenThrows({ statusCode: 400, code: 'TEXT_REQUIRED' });
  });
});

describe('textIn', () => {
  it("answers the reader's language, else the other", () => {
    expect(textIn({ en: 'Hi', es: 'Hola' }, 'es')).toBe('Hola');
    expect(textIn({ en: 'Hi', es: ' ' }, 'es')).toBe('Hi');
    expect(textIn({ en: '', es: 'Hola' }, 'en')).toBe('Hola');
  });
});
