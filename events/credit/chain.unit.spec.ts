import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, chainEvent, eventHash } from './chain.js';
import { verifyJournal, type JournalEvent } from './verify.js';

const movement = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'CreditsTransferred',
  data: { movementId: `m${n}`, amount: 100 * n, from: 'a', to: 'b', fromBalanceAfter: -100 * n, toBalanceAfter: 100 * n, reference: null, at: '2026-11-26T10:00:00.000Z' },
});

/** A journal as the store gives it back: `legacy` unchained events, then `chained` chained ones. */
const journal = (legacy: number, chained: number): JournalEvent[] => {
  const events: JournalEvent[] = [];
  for (let i = 0; i < legacy; i += 1) events.push({ ...movement(i), revision: BigInt(i) });
  let prev: string | null = null;
  for (let i = legacy; i < legacy + chained; i += 1) {
    const event: Omit<JournalEvent, 'revision'> & { metadata: { hash: string } } = chainEvent(prev, movement(i));
    prev = event.metadata.hash;
    events.push({ ...event, revision: BigInt(i) });
  }
  return events;
};

/** The revisions renumbered 0.. as a store would after rows were removed or swapped (no gap to see). */
const renumbered = (events: JournalEvent[]) => events.map((e, i) => ({ ...e, revision: BigInt(i) }));

describe('canonical encoding', () => {
  it('sorts keys at every level and drops undefined members, as jsonb gives them back', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x', null], c: undefined, b: true } })).toBe('{"a":{"b":true,"d":[1,"x",null]},"b":1}');
    expect(canonicalJson({ z: 'é"\n', a: -0.5 })).toBe('{"a":-0.5,"z":"é\\"\\n"}');
  });

  it('gives the same hash for the same event whatever its key order', () => {
    const event = movement(1);
    const shuffled = { ...event, data: Object.fromEntries(Object.entries(event.data).reverse()) };
    expect(eventHash('p', shuffled)).toBe(eventHash('p', event));
  });

  it('hashes SHA-256 over [prevHash, type, id, data]', () => {
    const event = { id: 'e1', type: 'T', data: { b: 2, a: 1 } };
    const expected = createHash('sha256').update('[null,"T","e1",{"a":1,"b":2}]').digest('hex');
    expect(eventHash(null, event)).toBe(expected);
    expect(eventHash('x', event)).not.toBe(expected);
  });

  it('refuses a number JSON cannot carry', () => expect(() => canonicalJson({ a: Number.NaN })).toThrow());
});

describe('journal verification', () => {
  it('passes a clean journal and counts the unchained events before the chain', () => {
    const events = journal(3, 5);
    expect(verifyJournal(events)).toEqual({ ok: true, events: 8, unchained: 3, headHash: events[7].metadata!.hash, firstBreak: null });
  });

  it('names an altered movement (hash mismatch)', () => {
    const events = journal(2, 5);
    events[4] = { ...events[4], data: { ...(events[4].data as object), amount: 1 } };
    expect(verifyJournal(events).firstBreak).toEqual({ reason: 'hash_mismatch', movementId: 'm4', eventId: events[4].id, type: 'CreditsTransferred', revision: 4 });
  });

  it('names the movement after a removed one (chain break), with or without a revision gap', () => {
    const events = journal(0, 5);
    const removed = [...events.slice(0, 2), ...events.slice(3)];
    expect(verifyJournal(removed).firstBreak).toMatchObject({ reason: 'chain_break', movementId: 'm3', revision: 3 });
    expect(verifyJournal(renumbered(removed)).firstBreak).toMatchObject({ reason: 'chain_break', movementId: 'm3', revision: 2 });
  });

  it('names the first of two reordered movements', () => {
    const events = journal(1, 4);
    const swapped = renumbered([events[0], events[1], events[3], events[2], events[4]]);
    expect(verifyJournal(swapped).firstBreak).toMatchObject({ reason: 'chain_break', movementId: 'm3', revision: 2 });
  });

  it('refuses an unchained event after the chain started and a chain whose first link points elsewhere', () => {
    const events = journal(0, 3);
    const stripped = [events[0], { ...events[1], metadata: undefined }, events[2]];
    expect(verifyJournal(stripped).firstBreak).toMatchObject({ reason: 'chain_break', movementId: 'm1' });
    // The first chained events unhashed by hand: the chain would start at an event that links to one.
    expect(verifyJournal(stripped.slice(1)).ok).toBe(false);
  });

  it('notices a removed unchained event by the gap in revisions', () => {
    const events = journal(3, 2);
    expect(verifyJournal([events[0], ...events.slice(2)]).firstBreak).toMatchObject({ reason: 'chain_break', movementId: 'm2', revision: 2 });
  });

  it('notices an altered hash itself', () => {
    const events = journal(0, 3);
    events[1] = { ...events[1], metadata: { ...events[1].metadata, hash: 'f'.repeat(64) } };
    expect(verifyJournal(events).firstBreak).toMatchObject({ reason: 'hash_mismatch', movementId: 'm1' });
  });
});
