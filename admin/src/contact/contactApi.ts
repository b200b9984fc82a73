import { answered, answeredPage, apiClient, publicClient, rangeOf } from '../providers/apiClient';
import type { ApiAnswer, ApiBody } from '../providers/apiTypes';

export type ContactRequest = ApiAnswer<'/api/contact'>[number];
export type ContactForm = ApiBody<'/api/contact'>;

/** The contact calls (api/CONTRACT.md "Downloads, feedback and contact"). */
export const contactApi = {
  /** One page of requests (0-based) and how many there are. */
  list: (page: number, perPage: number) => answeredPage(apiClient.GET('/api/contact', { params: { query: { range: rangeOf(page, perPage) } } })),
  markHandled: (id: string) => answered(apiClient.POST('/api/contact/{id}/handled', { params: { path: { id } } })),
  /** Public: no token. */
  send: (body: ContactForm) => answered(publicClient.POST('/api/contact', { body })),
};
