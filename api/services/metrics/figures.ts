import { sql } from 'kysely';
import type { Db } from '../../../database/connect.js';
import type { EventStore } from '../../../events/store/port.js';
import { OUTBOX_TABLE } from '../../../events/store/outbox.js';
import { isInline } from '../../../projections/runner/inline.js';
import { followerLags, type Follower, type Lag } from '../../../projections/runner/lag.js';
import type { Projection } from '../../../projections/runner/projection.js';
import type { Reactor } from '../../../projections/runner/reactor.js';
import type { LedgerService } from '../ledger.js';
import type { LiveHub } from '../live-hub.js';

// What an operator watches, read at the moment it is asked for: by GET /metrics and by the Admin's
// health screen (GET /api/system/health-figures), so both show the same numbers.

export type HealthFigures = {
  /** When they were read (the server's clock). */
  at: string;
  projections: Lag[];
  reactors: Lag[];
  /** Ledger commands of this instance waiting for their group commit. */
  ledgerQueue: number;
  /** Events in the outbox not yet relayed (EventStoreDB only; 0 on PostgreSQL). */
  outbox: number;
  /** Live sockets open on this instance. */
  sockets: number;
};

type Sources = {
  db: Db;
  store: EventStore;
  ledger: LedgerService;
  hub: LiveHub;
  projections: readonly Projection[];
  /** The reactors (built from the services, so asked for once, when first read). */
  reactors: () => readonly Reactor[];
  now: () => Date;
};

export type HealthFiguresReader = () => Promise<HealthFigures>;

export const healthFiguresReader = ({ db, store, ledger, hub, projections, reactors, now }: Sources): HealthFiguresReader => {
  const projectionFollowers: Follower[] = projections.map((p) => ({ name: p.name, handles: p.handles, stream: isInline(store, p) ? p.inline!.stream : undefined }));
  let reactorFollowers: Follower[] | null = null;
  return async () => {
    reactorFollowers ??= reactors().map((r) => ({ name: r.name, handles: r.handles }));
    const [lags, outbox] = await Promise.all([
      followerLags(db, store, [...projectionFollowers, ...reactorFollowers]),
      sql<{ rows: string }>`SELECT count(*) AS rows FROM ${sql.table(OUTBOX_TABLE)}`.execute(db).then(({ rows }) => Number(rows[0].rows)),
    ]);
    return {
      at: now().toISOString(),
      projections: lags.slice(0, projectionFollowers.length),
      reactors: lags.slice(projectionFollowers.length),
      ledgerQueue: ledger.queued(),
      outbox,
      sockets: hub.count(),
    };
  };
};
