import { answered, apiClient, withIdempotencyKey } from '../providers/apiClient';
import { fetchFile } from '../shared/download';
import { uploadFile } from '../shared/uploadFile';

const base = (orderId: string) => `/api/order-chat/${encodeURIComponent(orderId)}`;

/** Typed commands of the order chat (api/CONTRACT.md "Order chat"). */
export const orderChatCommands = {
  getOrderChat: (orderId: string, before?: string) =>
    answered(apiClient.GET('/api/order-chat/{orderId}', { params: { path: { orderId }, query: before ? { before } : {} } })),
  /** Files are uploaded first (uploadChatFile) and named by their upload ids; the key makes a double click one message. */
  postOrderChat: (orderId: string, body: { text: string; uploadIds: string[] }, idempotencyKey: string) =>
    answered(apiClient.POST('/api/order-chat/{orderId}', { params: { path: { orderId } }, body, ...withIdempotencyKey(idempotencyKey) })),
  markOrderChatRead: (orderId: string, upTo?: string) =>
    answered(apiClient.POST('/api/order-chat/{orderId}/read', { params: { path: { orderId } }, body: upTo ? { upTo } : {} })),
  downloadChatFile: (orderId: string, sha256: string) => fetchFile(`${base(orderId)}/attachments/${encodeURIComponent(sha256)}`),
  /** Through the one upload route: the chat names the file's upload id. */
  uploadChatFile: uploadFile,
};
