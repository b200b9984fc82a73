import { answered, answeredPage, apiClient, rangeOf } from '../providers/apiClient';
import type { FeedbackKind } from './types';

export type FeedbackQuery = { page: number; perPage: number; rating: number | null; kind: FeedbackKind | null; order: 'ASC' | 'DESC' };

/** The feedback calls (api/CONTRACT.md "Downloads, feedback and contact"). */
export const feedbackApi = {
  /** One page of feedback/index and the total its Content-Range gives. */
  list: async (q: FeedbackQuery) => {
    const filter = { ...(q.rating ? { rating: q.rating } : {}), ...(q.kind ? { kind: q.kind } : {}) };
    const query = { sort: JSON.stringify(['createdAt', q.order]), range: rangeOf(q.page, q.perPage), filter: JSON.stringify(filter) };
    return answeredPage(apiClient.GET('/api/feedback/index', { params: { query } }));
  },
  ofOrder: (orderId: string) => answered(apiClient.GET('/api/feedback/order/{orderId}', { params: { path: { orderId } } })),
  give: (body: { kind: FeedbackKind; orderId?: string; rating: number; comment: string }) => answered(apiClient.POST('/api/feedback/create', { body })),
};
