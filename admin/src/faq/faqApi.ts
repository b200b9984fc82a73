/** The Admin's resource; the API path is `faq` (the screen's /faq is the public page). */
export const FAQ_RESOURCE = 'faq-entries';
export const FAQ_RESOURCE_PATHS = { [FAQ_RESOURCE]: 'faq' };
/** More questions than any FAQ holds: the public page reads them in one page. */
export const FAQ_PAGE_SIZE = 500;

export type FaqRecord = {
  id: string; groupEn: string; groupEs: string; questionEn: string; questionEs: string; answerEn: string; answerEs: string; position: number; updatedAt: string;
};
