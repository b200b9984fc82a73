import { describe, it } from 'vitest';
import { eventStoreDbEventStore } from '../../events/store/eventstoredb.js';
import { eventStoreContract } from './store.contract.js';

// The EventStoreDB (or KurrentDB) adapter passes the same contract as PostgreSQL whenever a server
// is reachable at EVENTSTORE_URL, e.g. esdb://localhost:2113?tls=false. Streams are prefixed per run,
// so a shared server is fine. Without a server, the suite reports itself skipped; the adapter's
// mapping is covered by events/store/eventstoredb.unit.spec.ts with a stubbed client.

const url = process.env.EVENTSTORE_URL;

if (url) {
  eventStoreContract('eventstoredb', async () => {
    const store = eventStoreDbEventStore(url);
    return { store, cleanup: () => store.close() };
  });
} else {
  describe.skip('EventStoreDB contract skipped: EVENTSTORE_URL is not set', () => {
    it('event store contract: eventstoredb', () => undefined);
  });
}
