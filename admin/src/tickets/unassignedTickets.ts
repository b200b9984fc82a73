import { answered, apiClient } from '../providers/apiClient';
import { createLiveStore, useLiveStore } from '../shared/liveStore';

// The staff's Tickets badge: tickets nobody has taken yet (GET support/counts), refetched when the
// live socket says one was opened, taken or deleted (`newTicket`, sent to Admin and Support).

const REFRESH_MS = 60_000;

const unassignedTicketsStore = createLiveStore(
  () => answered(apiClient.GET('/api/support/counts')).then((answer) => answer.unassigned),
  (event) => event === 'newTicket',
  REFRESH_MS,
);

export const useUnassignedTickets = () => useLiveStore(unassignedTicketsStore) ?? 0;
