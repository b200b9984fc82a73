import { answered, apiClient } from '../providers/apiClient';
import type { ApiAnswer, ApiBody } from '../providers/apiTypes';

/** The unread notifications as the API answers them (spec section 3). */
export type Unread = ApiAnswer<'/api/notifications'>;
export type BellNotification = Unread['data'][number];

export const notificationsApi = {
  unread: () => answered(apiClient.GET('/api/notifications')),
  old: (page: number, perPage: number) =>
    answered(apiClient.GET('/api/notifications/old', { params: { query: { sort: '["readAt","DESC"]', range: JSON.stringify([page * perPage, page * perPage + perPage - 1]) } } })),
  view: (ids: string[]) => answered(apiClient.POST('/api/notifications/view', { body: { ids } })),
  clear: (body: ApiBody<'/api/notifications/clear'>) => answered(apiClient.POST('/api/notifications/clear', { body })),
};
