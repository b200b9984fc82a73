import { positionToString, type RecordedEvent } from './port.js';

// How every follower of the feed (subscriptions, reactors, projections) retries a failure: after
// a capped exponential back-off, logging the event it failed on, and never skipping it.

const RETRY_BASE_MS = 100;
/** A handler that keeps failing is retried twice a minute, so a fixed outage does not flood the log. */
const RETRY_CAP_MS = 30_000;

/** The pause before retry number `attempt` (1-based). */
export const backoffMs = (attempt: number) => Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(attempt - 1, 20));

/** What a log line names an event by: enough to find it in the store. */
export const describeEvent = (event: RecordedEvent) => `${event.type} ${event.id} in ${event.stream} at ${positionToString(event.position)}`;

/** Console by default: a handler error must be seen even where no logger was wired. */
export const defaultLog = (message: string, error?: unknown) => console.error(message, error ?? '');
