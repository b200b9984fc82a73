import { answered, apiClient } from '../providers/apiClient';
import type { FeedbackKind } from './types';

export type FeedbackQuery = { page: number; perPage: number; rating: number | null; kind: FeedbackKind | null; order: 'ASC' | 'DESC' };

/** The feedback calls (api/CONTRACT.md "Downloads, feedback and contact"). */
export const feedbackApi = {
  /** One page of feedback/index and the total its Content-Range gives. */
  list: async (q: FeedbackQuery) => {
    const filter = { ...(q.rating ? { rating: q.rating } : {}), ...(q.kind ? { kind: q.kind } : {}) };
    const query = {
      sort: JSON.stringify(['createdAt', q.order]), range: JSON.stringify([q.page * q.perPage, q.page * q.perPage + q.perPage - 1]), filter: JSON.stringify(filter),
    };
    const call = apiClient.GET('/api/feedback/index', { params: { query } });
    const rows = await answered(call);
    const total = Number((await call).response.headers.get('content-range')?.split('/')[1] ?? 0);
    return { rows, total };
  },
  ofOrder: (orderId: string) => answered(apiClient.GET('/api/feedback/order/{orderId}', { params: { path: { orderId } } })),
  give: (body: { kind: FeedbackKind; orderId?: string; rating: number; comment: string }) => answered(apiClient.POST('/api/feedback/create', { body })),
};
