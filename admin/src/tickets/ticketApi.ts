import { api } from '../providers/httpClient';
import { fetchFile } from '../shared/download';
import { withIdempotencyKey } from '../shared/idempotencyHeader';
import { uploadFile } from '../shared/uploadFile';
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
  /** Through the one upload route: the ticket names the file's upload id. */
  uploadTicketFile: uploadFile,
};
