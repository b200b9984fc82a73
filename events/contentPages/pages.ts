import type { NewEvent } from '../store/port.js';
import type { Localized } from '../localized.js';

// The public side's presentation of the business (spec section 1) as pages an Admin writes, read
// by anyone without signing in. The pages are the spec's list, fixed: a slug is the page's
// identity and its stream (`content-page-<slug>`); a page nobody wrote yet reads empty.

export const CONTENT_PAGE_SLUGS = [
  'repairs', 'parts', 'chiptuning', 'hardware', 'conversion', 'flash-service', 'webshop', 'dealers', 'projects', 'news', 'about',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const isContentPageSlug = (slug: string): slug is ContentPageSlug => (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);

export const contentPageStream = (slug: ContentPageSlug) => `content-page-${slug}`;

export type ContentPageText = { title: Localized; body: Localized };

export type ContentPageEventData = {
  /** The whole page as the Admin saved it. */
  ContentPageEdited: ContentPageText & { slug: ContentPageSlug; actorId: string; at: string };
};
export type ContentPageEvent = NewEvent<'ContentPageEdited', ContentPageEventData['ContentPageEdited']>;
export const CONTENT_PAGE_EVENT_TYPES = ['ContentPageEdited'] as const;
