import { api } from '../providers/httpClient';

export type ContactRequest = { id: string; name: string; email: string; phone: string | null; subject: string | null; message: string; createdAt: string; handled: boolean };
export type ContactForm = { name: string; email: string; phone: string | null; subject: string | null; message: string };

/** The contact calls (api/CONTRACT.md "Downloads, feedback and contact"). */
export const contactApi = {
  list: () => api.get<ContactRequest[]>(`/api/contact?range=${encodeURIComponent('[0,199]')}`),
  markHandled: (id: string) => api.post<ContactRequest>(`/api/contact/${id}/handled`, {}),
  /** Public: no token. */
  send: (body: ContactForm) => api.post<{ message: string }>('/api/contact', body),
};
