import { api, httpClient } from '../providers/httpClient';
import type { Feedback, FeedbackKind } from './types';

export type FeedbackQuery = { page: number; perPage: number; rating: number | null; kind: FeedbackKind | null; order: 'ASC' | 'DESC' };

/** The feedback calls (api/CONTRACT.md "Downloads, feedback and contact"). */
export const feedbackApi = {
  /** One page of feedback/index and the total its Content-Range gives. */
  list: async (q: FeedbackQuery) => {
    const filter = { ...(q.rating ? { rating: q.rating } : {}), ...(q.kind ? { kind: q.kind } : {}) };
    const params = new URLSearchParams({
      sort: JSON.stringify(['createdAt', q.order]), range: JSON.stringify([q.page * q.perPage, q.page * q.perPage + q.perPage - 1]), filter: JSON.stringify(filter),
    });
    const response = await httpClient(`/api/feedback/index?${params}`);
    const total = Number(response.headers.get('content-range')?.split('/')[1] ?? 0);
    return { rows: response.json as Feedback[], total };
  },
  ofOrder: (orderId: string) => api.get<{ feedback: Feedback | null; canGive: boolean }>(`/api/feedback/order/${orderId}`),
  give: (body: { kind: FeedbackKind; orderId?: string; rating: number; comment: string }) => api.post<Feedback>('/api/feedback/create', body),
};
