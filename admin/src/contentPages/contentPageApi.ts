export const CONTENT_PAGE_RESOURCE = 'content-pages';

export type ContentPageRecord = { id: string; slug: string; titleEn: string; titleEs: string; bodyEn: string; bodyEs: string; updatedAt: string | null };

/** The public address of a page, outside the signed-in layout. */
export const sitePath = (slug: string) => `/site/${slug}`;
