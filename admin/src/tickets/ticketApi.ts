import { api } from '../providers/httpClient';
import { fetchFile } from '../shared/download';
import { withIdempotencyKey } from '../shared/idempotencyHeader';
import { postForm } from '../shared/postForm';
import type { TicketView } from './types';

const base = (id: string) => `/api/support/${encodeURIComponent(id)}`;

/** Typed commands of support tickets (api/CONTRACT.md "Support tickets"); lists go through the simple-rest provider. */
export const ticketCommands = {
  getTicket: (id: string) => api.get<TicketView>(base(id)),
  /** The key makes a double click one ticket. */
  openTicket: (body: { categoryId: string; title: string; message: string; orderId?: string | null; uploadIds: string[] }, idempotencyKey: string) =>
    api.post<TicketView>('/api/support', body, withIdempotencyKey(idempotencyKey)),
  postTicketMessage: (id: string, body: { text: string; uploadIds: string[] }, idempotencyKey: string) =>
    api.post<TicketView>(`${base(id)}/messages`, body, withIdempotencyKey(idempotencyKey)),
  assignTicketToMe: (id: string) => api.post<TicketView>(`${base(id)}/assign-me`, {}),
  setTicketStatus: (id: string, status: string) => api.post<TicketView>(`${base(id)}/status`, { status }),
  setTicketCategory: (id: string, categoryId: string) => api.post<TicketView>(`${base(id)}/category`, { categoryId }),
  deleteTicket: (id: string) => api.delete<{ id: string }>(base(id)),
  downloadTicketFile: (id: string, sha256: string) => fetchFile(`${base(id)}/attachments/${encodeURIComponent(sha256)}`),
  /** Through the one upload route (/api/files/upload): the ticket names the upload id. */
  uploadTicketFile: (file: File, onProgress?: (share: number) => void) => {
    const form = new FormData();
    form.append('kind', 'ECU');
    form.append('file', file, file.name);
    return postForm<{ id: string; sha256: string }>('/api/files/upload', form, { onProgress });
  },
};
