/** resources.content-pages.* and content_pages.* (issue 14: the public side's pages). */
export const contentPagesEn = {
  resources: {
    'content-pages': {
      name: 'Public page |||| Public pages',
      empty: 'No public pages yet.',
      fields: { slug: 'Page', title: 'Title', titleEn: 'Title (English)', titleEs: 'Title (Spanish)', bodyEn: 'Text (English)', bodyEs: 'Text (Spanish)', updatedAt: 'Updated' },
    },
  },
  content_pages: {
    menu: 'Public pages',
    not_written: 'Not written yet',
    open_public: 'Open the public page',
    coming: 'This page is being written. Please come back soon.',
    site_title: 'Our services',
    languages_hint: 'Write in English, Spanish or both: visitors see their language, or the other one when theirs is empty. A page needs a title to appear in the public menu.',
    slugs: {
      repairs: 'Gearbox and engine repairs', parts: 'Replacement parts', chiptuning: 'Chiptuning', hardware: 'Engine and gearbox hardware',
      conversion: 'Gearbox conversion', 'flash-service': 'Flash service', webshop: 'Webshop', dealers: 'Dealers', projects: 'Projects', news: 'News', about: 'About us',
    },
  },
};
