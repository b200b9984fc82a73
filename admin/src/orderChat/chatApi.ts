import { api } from '../providers/httpClient';
import { fetchFile } from '../shared/download';
import { withIdempotencyKey } from '../shared/idempotencyHeader';
import { uploadFile } from '../shared/uploadFile';
import type { ChatMessage, ChatPage, ChatReadState } from './types';

const base = (orderId: string) => `/api/order-chat/${encodeURIComponent(orderId)}`;

/** Typed commands of the order chat (api/CONTRACT.md "Order chat"). */
export const orderChatCommands = {
  getOrderChat: (orderId: string, before?: string) => api.get<ChatPage>(`${base(orderId)}${before ? `?before=${encodeURIComponent(before)}` : ''}`),
  /** Files are uploaded first (uploadChatFile) and named by their upload ids; the key makes a double click one message. */
  postOrderChat: (orderId: string, body: { text: string; uploadIds: string[] }, idempotencyKey: string) =>
    api.post<ChatMessage>(base(orderId), body, withIdempotencyKey(idempotencyKey)),
  markOrderChatRead: (orderId: string, upTo?: string) => api.post<ChatReadState>(`${base(orderId)}/read`, upTo ? { upTo } : {}),
  downloadChatFile: (orderId: string, sha256: string) => fetchFile(`${base(orderId)}/attachments/${encodeURIComponent(sha256)}`),
  /** Through the one upload route: the chat names the file's upload id. */
  uploadChatFile: uploadFile,
};
