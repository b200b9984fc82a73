import { api } from '../providers/httpClient';
import { fetchFile } from '../shared/download';
import { withIdempotencyKey } from '../shared/idempotencyHeader';
import { postForm } from '../shared/postForm';
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
  /** Through the one upload route (/api/files/upload): the file is stored by hash, the chat names its upload id. */
  uploadChatFile: (file: File, onProgress?: (share: number) => void) => {
    const form = new FormData();
    form.append('kind', 'ECU');
    form.append('file', file, file.name);
    return postForm<{ id: string; sha256: string }>('/api/files/upload', form, { onProgress });
  },
};
