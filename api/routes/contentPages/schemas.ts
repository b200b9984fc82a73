import { Type, type Static } from 'typebox';
import type { ContentPageSlug } from '../../../events/contentPages/pages.js';
import { BODY_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../events/localized.js';
import type { ContentPageRow } from '../../../projections/contentPages/table.js';
import { EditBody } from '../../http/strict-body.js';

// API shapes of the public content pages (issue 14). The slug is the id react-admin edits by.

export const ContentPage = Type.Object({
  id: Type.String({ description: 'The slug' }),
  slug: Type.String(),
  titleEn: Type.String(),
  titleEs: Type.String(),
  bodyEn: Type.String(),
  bodyEs: Type.String(),
  updatedAt: Type.Union([Type.String(), Type.Null()], { description: 'null: never written yet' }),
});
export type ContentPage = Static<typeof ContentPage>;

const Texts = Type.Object({
  titleEn: Type.Optional(Type.String({ maxLength: TITLE_MAX_LENGTH })), titleEs: Type.Optional(Type.String({ maxLength: TITLE_MAX_LENGTH })),
  bodyEn: Type.Optional(Type.String({ maxLength: BODY_MAX_LENGTH })), bodyEs: Type.Optional(Type.String({ maxLength: BODY_MAX_LENGTH })),
});
export const UpdateBody = EditBody(Texts, ContentPage);
/** Any short word: an unknown slug is a 404, like a page that does not exist. */
export const SlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z-]{1,40}$' }) });
export const ContentPageList = Type.Array(ContentPage);

export const toContentPage = (slug: ContentPageSlug, row: ContentPageRow | null | undefined): ContentPage => ({
  id: slug, slug, titleEn: row?.title_en ?? '', titleEs: row?.title_es ?? '', bodyEn: row?.body_en ?? '', bodyEs: row?.body_es ?? '',
  updatedAt: row?.updated_at.toISOString() ?? null,
});
