import { createHash } from 'node:crypto';

// The tamper-evident journal: each ledger event carries, in its metadata, the hash of the event
// before it (`prevHash`) and its own hash over that and its type, id and data. Altering a stored
// event changes its hash; removing or reordering one breaks the next event's link. The hash lives in
// the metadata so the movement (data) the read models and answers carry is unchanged.
// Pure: the ledger service chains what it appends, the verifier re-walks what is stored.

/** What a chained ledger event carries in its metadata. */
export type ChainLink = { prevHash: string | null; hash: string };

/**
 * One text per JSON value whatever its key order: keys sorted at every level, undefined members
 * dropped as JSON.stringify (and the jsonb column) drop them, so the hash computed before the append
 * equals the one computed over what the store gives back.
 */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('A journal event cannot hold a non-finite number');
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.keys(value as Record<string, unknown>)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${entries.join(',')}}`;
};

type Hashable = { id: string; type: string; data: unknown };

/** SHA-256 (hex) over the previous hash and the event's type, id and data. */
export const eventHash = (prevHash: string | null, event: Hashable): string =>
  createHash('sha256').update(canonicalJson([prevHash, event.type, event.id, event.data])).digest('hex');

/** The event with its link after `prevHash`; its hash is the next event's prevHash. */
export const chainEvent = <E extends Hashable & { metadata?: Record<string, unknown> }>(prevHash: string | null, event: E): E & { metadata: ChainLink } => ({
  ...event,
  metadata: { ...event.metadata, prevHash, hash: eventHash(prevHash, event) },
});

/** The link a stored event carries, or null for an event written before the journal was chained. */
export const linkOf = (event: { metadata?: Record<string, unknown> }): ChainLink | null => {
  const hash = event.metadata?.hash;
  const prevHash = event.metadata?.prevHash;
  if (typeof hash !== 'string') return null;
  return { hash, prevHash: typeof prevHash === 'string' ? prevHash : null };
};
