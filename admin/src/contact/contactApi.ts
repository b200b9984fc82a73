import { answered, apiClient, publicClient } from '../providers/apiClient';
import type { ApiAnswer, ApiBody } from '../providers/apiTypes';

export type ContactRequest = ApiAnswer<'/api/contact'>[number];
export type ContactForm = ApiBody<'/api/contact'>;

/** The contact calls (api/CONTRACT.md "Downloads, feedback and contact"). */
export const contactApi = {
  list: () => answered(apiClient.GET('/api/contact', { params: { query: { range: '[0,199]' } } })),
  markHandled: (id: string) => answered(apiClient.POST('/api/contact/{id}/handled', { params: { path: { id } } })),
  /** Public: no token. */
  send: (body: ContactForm) => answered(publicClient.POST('/api/contact', { body })),
};
