import type { Kysely } from 'kysely';
import { SUPPORT_COUNTDOWN_MS, SUPPORT_OPEN_CLOSE_EVENT } from '../../../events/constants.js';
import { SUPPORT_BAR_ROLES, amsterdamDate, supportState, type SupportState } from '../../../events/supportHours/hours.js';
import { upcomingClosedDates } from '../../../tables/supportCalendar/queries.js';
import type { Database } from '../../../database/schema.js';
import type { LiveHub } from '../../services/live-hub.js';

// Spec section 7's support-open-close: every instance checks the support state each 60 s and, when
// it flipped, pushes it to the non-staff sockets it holds (the bar refetches GET support/status).
// Per instance and without a lock, like the live reactor: each pushes only to its own sockets.

export type SupportStatus = SupportState & { now: Date };

export const currentSupportStatus = async (db: Kysely<Database>, now: Date): Promise<SupportStatus> =>
  ({ ...supportState(now, await upcomingClosedDates(db, amsterdamDate(now))), now });

/** `ready`: the first check is done (the state the next flip is measured from). */
export type SupportTicker = { ready: Promise<void>; tick(): Promise<void>; stop(): void };

export const startSupportTicker = (
  options: { db: Kysely<Database>; hub: LiveHub; now: () => Date; log?: (message: string, error?: unknown) => void; intervalMs?: number },
): SupportTicker => {
  let lastOpen: boolean | null = null;
  const tick = async () => {
    const status = await currentSupportStatus(options.db, options.now());
    if (lastOpen !== null && lastOpen !== status.open) {
      const message = { event: SUPPORT_OPEN_CLOSE_EVENT, data: { open: status.open, changesAt: status.changesAt.toISOString() } };
      // A user holding two of these roles gets it twice: a hint to refetch, harmless.
      for (const role of SUPPORT_BAR_ROLES) options.hub.pushToRole(role, message);
    }
    lastOpen = status.open;
  };
  const run = () => tick().catch((error: unknown) => options.log?.('support hours check failed', error));
  const ready = run();
  const timer = setInterval(run, options.intervalMs ?? SUPPORT_COUNTDOWN_MS);
  timer.unref();
  return { ready, tick, stop: () => clearInterval(timer) };
};
