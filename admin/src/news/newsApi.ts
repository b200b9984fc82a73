import { answered, apiClient } from '../providers/apiClient';
import { createLiveStore, useLiveStore } from '../shared/liveStore';

export const NEWS_RESOURCE = 'news';

export type NewsRecord = {
  id: string; titleEn: string; titleEs: string; bodyEn: string; bodyEs: string; publishedAt: string; updatedAt: string; read: boolean;
};

// The News badge: items the reader has not opened (GET news/unread-count, a count the server keeps).
// No live event announces news, so it is refetched on every page change and as a fallback every minute.
const REFRESH_MS = 60_000;

const unreadNewsStore = createLiveStore(
  () => answered(apiClient.GET('/api/news/unread-count')).then((answer) => answer.unread),
  () => false,
  REFRESH_MS,
);

export const useUnreadNews = () => useLiveStore(unreadNewsStore) ?? 0;

/** Marks an item read and moves the badge at once. */
export const markNewsRead = async (id: string) => {
  await answered(apiClient.POST('/api/news/{id}/read', { params: { path: { id } } }));
  await unreadNewsStore.refresh();
};
