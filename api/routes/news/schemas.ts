import { Type, type Static } from 'typebox';
import { BODY_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../events/localized.js';
import type { NewsItemRow } from '../../../projections/news/queries.js';
import { EditBody } from '../../http/strict-body.js';

// API shapes of news (issue 14). Each text in both languages, empty when not given; the reader's
// screen shows its language and falls back to the other (events/localized.ts).

const Title = Type.String({ maxLength: TITLE_MAX_LENGTH });
const Body = Type.String({ maxLength: BODY_MAX_LENGTH });

export const NewsItem = Type.Object({
  id: Type.String({ format: 'uuid' }),
  titleEn: Type.String(),
  titleEs: Type.String(),
  bodyEn: Type.String(),
  bodyEs: Type.String(),
  publishedAt: Type.String(),
  updatedAt: Type.String(),
  read: Type.Boolean({ description: 'Whether the caller has opened it' }),
});
export type NewsItem = Static<typeof NewsItem>;

const Texts = Type.Object({ titleEn: Type.Optional(Title), titleEs: Type.Optional(Title), bodyEn: Type.Optional(Body), bodyEs: Type.Optional(Body) });
export const CreateBody = Texts;
export const UpdateBody = EditBody(Texts, NewsItem);
export const NewsParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const Unread = Type.Object({ unread: Type.Integer({ description: 'Items published that the caller has not opened' }) });

export const toNewsItem = (row: NewsItemRow): NewsItem => ({
  id: row.id, titleEn: row.title_en, titleEs: row.title_es, bodyEn: row.body_en, bodyEs: row.body_es,
  publishedAt: row.published_at.toISOString(), updatedAt: row.updated_at.toISOString(), read: row.read,
});
