import type pg from 'pg';
import { accountEvent, accountStream } from '../../events/accounts/events.js';
import { deterministicUuid } from '../../events/deterministic-id.js';
import { defaultCanSale, type Role } from '../../tables/users/table.js';
import type { EventSink } from './sink.js';
import type { ScaleSize } from './sizes.js';

// The accounts of a generated network: one Admin, calibrators, support agents and the dealer
// network in trees (a tenth distributors, half dealers under them, the rest sub-dealers under the
// dealers). Accounts are plain `users` rows (the write model) and, as the sign-up commands record
// them, UserRegistered and EmailVerified events of each account's stream.

export const SCALE_EMAIL_DOMAIN = 'scale.test';

export type ScaleAccount = { id: string; email: string; firstName: string; lastName: string; role: Role; parentId: string | null; country: string };
export type Network = {
  admin: ScaleAccount;
  calibrators: ScaleAccount[];
  support: ScaleAccount[];
  /** Distributors, dealers and sub-dealers: who orders and pays. */
  dealers: ScaleAccount[];
  byId: Map<string, ScaleAccount>;
};

const COUNTRIES = ['ES', 'NL', 'DE', 'FR', 'IT', 'PT', 'BE', 'PL'];

const account = (role: Role, i: number, parentId: string | null): ScaleAccount => {
  const slug = `${role.toLowerCase()}-${i}`;
  return {
    id: deterministicUuid(`scale-account:${slug}`), email: `${slug}@${SCALE_EMAIL_DOMAIN}`,
    firstName: role, lastName: `Scale ${i}`, role, parentId, country: COUNTRIES[i % COUNTRIES.length]!,
  };
};

export const planNetwork = (size: ScaleSize): Network => {
  const distributors = Array.from({ length: Math.max(1, Math.floor(size.accounts / 10)) }, (_, i) => account('Distributor', i, null));
  const dealerCount = Math.max(1, Math.floor(size.accounts / 2));
  const dealers = Array.from({ length: dealerCount }, (_, i) => account('Dealer', i, distributors[i % distributors.length]!.id));
  const subDealers = Array.from({ length: Math.max(0, size.accounts - distributors.length - dealerCount) }, (_, i) => account('SubDealer', i, dealers[i % dealers.length]!.id));
  const network: Network = {
    admin: account('Admin', 0, null),
    calibrators: Array.from({ length: size.calibrators }, (_, i) => account('Calibrator', i, null)),
    support: Array.from({ length: size.supportAgents }, (_, i) => account('Support', i, null)),
    dealers: [...distributors, ...dealers, ...subDealers],
    byId: new Map(),
  };
  for (const a of everyone(network)) network.byId.set(a.id, a);
  return network;
};

export const everyone = (network: Network) => [network.admin, ...network.calibrators, ...network.support, ...network.dealers];

/** The account and the accounts above it, nearest first (an order's or a ticket's dealer chain). */
export const chainOf = (network: Network, id: string): string[] => {
  const chain: string[] = [];
  for (let at: ScaleAccount | undefined = network.byId.get(id); at; at = at.parentId ? network.byId.get(at.parentId) : undefined) chain.push(at.id);
  return chain;
};

/** Inserts the users rows (one password hash for all) and appends each account's registration. */
export const writeNetwork = async (pool: pg.Pool, sink: EventSink, network: Network, passwordHash: string, at: string) => {
  const all = everyone(network);
  await pool.query(
    `INSERT INTO users (id, email, first_name, last_name, phone, country_id, password_hash, roles, parent_id, can_sale, email_verified_at)
     SELECT a.id, a.email, a.first_name, a.last_name, '+31201234567', (SELECT id FROM countries WHERE id = a.country), $8, ARRAY[a.role]::text[], a.parent, a.can_sale, $9::timestamptz
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::uuid[], $10::bool[]) AS a(id, email, first_name, last_name, country, role, parent, can_sale)`,
    [all.map((a) => a.id), all.map((a) => a.email), all.map((a) => a.firstName), all.map((a) => a.lastName), all.map((a) => a.country), all.map((a) => a.role),
      all.map((a) => a.parentId), passwordHash, at, all.map((a) => defaultCanSale([a.role]))],
  );
  for (const a of all) {
    sink.append(accountStream(a.id), [
      accountEvent(deterministicUuid(`scale-registered:${a.id}`), 'UserRegistered', { userId: a.id, email: a.email, roles: [a.role], parentId: a.parentId, at }),
      accountEvent(deterministicUuid(`scale-verified:${a.id}`), 'EmailVerified', { userId: a.id, at }),
    ]);
    await sink.flushIfFull();
  }
};
