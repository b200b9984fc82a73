import { api } from '../providers/httpClient';

/** A stored notification as the API answers it (spec section 3). */
export type BellNotification = {
  id: string; ids: string[]; type: string; title: string; text: string; time: string; url: string; itemId: string; count: number; read: boolean;
};
export type Unread = { statusCode: number; message: string; data: BellNotification[]; counts: Record<string, number>; total: number };

export const notificationsApi = {
  unread: () => api.get<Unread>('/api/notifications'),
  old: (page: number, perPage: number) =>
    api.get<BellNotification[]>(`/api/notifications/old?sort=${encodeURIComponent('["readAt","DESC"]')}&range=${encodeURIComponent(JSON.stringify([page * perPage, page * perPage + perPage - 1]))}`),
  view: (ids: string[]) => api.post<Unread>('/api/notifications/view', { ids }),
  clear: (body: { ids?: string[]; type?: string }) => api.post<Unread>('/api/notifications/clear', body),
};
