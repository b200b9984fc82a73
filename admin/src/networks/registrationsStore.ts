import { answered, apiClient } from '../providers/apiClient';
import { createLiveStore } from '../shared/liveStore';

// The Registrations badge (issue 13): sub-dealers waiting for the signed-in dealer (every one for an
// Admin). A dealer has no menu counters, so it reads its own count; a signup under it sends
// `newUser`, the same hint the Admins' counters refetch on.

/** The socket may miss a change (another instance, a decision by an Admin): poll as a fallback. */
const REGISTRATIONS_REFRESH_MS = 60_000;

export const registrationsStore = createLiveStore(
  async () => (await answered(apiClient.GET('/api/networks/registrations/count'))).pending,
  (event) => event === 'newUser',
  REGISTRATIONS_REFRESH_MS,
);
