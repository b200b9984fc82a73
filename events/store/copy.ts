import { START, type EventStore, type GlobalPosition, type RecordedEvent } from './port.js';

// Moving the events to another store (docs/operations.md: from the PostgreSQL events table to
// EventStoreDB). Every event is appended to the same stream with its own id, type, data and
// metadata, in the source's global order, each stream at the revision it had: the target then
// holds the same streams event for event, and the deciders' expected revisions stay true.
// A copy that stops (killed, network) is run again: it asks the target how far each stream got and
// goes on from there, so nothing is written twice.

export const COPY_PAGE = 500;

export type CopyProgress = { read: number; written: number; skipped: number };

/** Copies every event of `from` to `to`; `onPage` hears the counts after each page. */
export const copyEvents = async (from: EventStore, to: EventStore, onPage?: (progress: CopyProgress) => void): Promise<CopyProgress> => {
  const progress: CopyProgress = { read: 0, written: 0, skipped: 0 };
  // The next revision each stream expects in the target, asked once per stream.
  const nextInTarget = new Map<string, bigint>();
  const targetNext = async (stream: string) => {
    let next = nextInTarget.get(stream);
    if (next === undefined) {
      const [last] = await to.readStream(stream, { direction: 'backwards', maxCount: 1 });
      next = last ? last.revision + 1n : 0n;
      nextInTarget.set(stream, next);
    }
    return next;
  };
  let after: GlobalPosition = START;
  for (;;) {
    const page = await from.readAll(after, COPY_PAGE);
    if (page.length === 0) return progress;
    after = page[page.length - 1].position;
    progress.read += page.length;
    // Consecutive events of one stream go in one append (a command's events stay one write).
    for (const run of runsByStream(page)) {
      const next = await targetNext(run[0].stream);
      const missing = run.filter((event) => event.revision >= next);
      progress.skipped += run.length - missing.length;
      if (missing.length === 0) continue;
      if (missing[0].revision !== next) {
        throw new Error(`Stream ${run[0].stream}: the target is at revision ${next} but the source's next event is ${missing[0].revision}`);
      }
      await to.appendToStream(run[0].stream, missing.map(({ id, type, data, metadata }) => ({ id, type, data, ...(metadata ? { metadata } : {}) })), {
        expectedRevision: next === 0n ? 'no_stream' : next - 1n,
      });
      nextInTarget.set(run[0].stream, next + BigInt(missing.length));
      progress.written += missing.length;
    }
    onPage?.({ ...progress });
  }
};

const runsByStream = (events: RecordedEvent[]) => {
  const runs: RecordedEvent[][] = [];
  for (const event of events) {
    const last = runs[runs.length - 1];
    if (last && last[0].stream === event.stream) last.push(event);
    else runs.push([event]);
  }
  return runs;
};
