import { answered, apiClient, withIdempotencyKey } from '../providers/apiClient';
import { fetchFile } from '../shared/download';
import { uploadFile } from '../shared/uploadFile';

const base = (id: string) => `/api/support/${encodeURIComponent(id)}`;
const byId = (id: string) => ({ path: { id } });

/** Typed commands of support tickets (api/CONTRACT.md "Support tickets"); lists go through the simple-rest provider. */
export const ticketCommands = {
  getTicket: (id: string) => answered(apiClient.GET('/api/support/{id}', { params: byId(id) })),
  /** The key makes a double click one ticket. */
  openTicket: (body: { categoryId: string; title: string; message: string; orderId?: string | null; uploadIds: string[] }, idempotencyKey: string) =>
    answered(apiClient.POST('/api/support', { body, ...withIdempotencyKey(idempotencyKey) })),
  postTicketMessage: (id: string, body: { text: string; uploadIds: string[] }, idempotencyKey: string) =>
    answered(apiClient.POST('/api/support/{id}/messages', { params: byId(id), body, ...withIdempotencyKey(idempotencyKey) })),
  assignTicketToMe: (id: string) => answered(apiClient.POST('/api/support/{id}/assign-me', { params: byId(id) })),
  setTicketStatus: (id: string, status: string) => answered(apiClient.POST('/api/support/{id}/status', { params: byId(id), body: { status } })),
  setTicketCategory: (id: string, categoryId: string) => answered(apiClient.POST('/api/support/{id}/category', { params: byId(id), body: { categoryId } })),
  deleteTicket: (id: string) => answered(apiClient.DELETE('/api/support/{id}', { params: byId(id) })),
  downloadTicketFile: (id: string, sha256: string) => fetchFile(`${base(id)}/attachments/${encodeURIComponent(sha256)}`),
  /** Through the one upload route: the ticket names the file's upload id. */
  uploadTicketFile: uploadFile,
};
