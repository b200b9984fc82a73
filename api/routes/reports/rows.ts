import type { Kysely } from 'kysely';
import type { Database } from '../../../database/schema.js';
import { buildTree, type Node } from '../../../events/reports/tree.js';
import { reportAccounts, type ReportAccount } from '../../../projections/reports/queries.js';
import type { ReadQuery } from './params.js';

// What every report with parent rows shares: the selected accounts nested under their nearest
// selected ancestor, figures summed up the tree when the distributor-balance toggle is off.

/** Names in the default collation, as localeCompare orders them: one collator, not one a comparison (5,000 rows sort in ~60,000). */
export const byName = new Intl.Collator().compare;

export type Shaped<F, R> = (account: ReportAccount, node: Node<F>, children: R[]) => R;

export const networkRows = async <F, R>(
  db: Kysely<Database>, read: Pick<ReadQuery, 'select'> & { params: { distributor_balance: boolean } }, own: (id: string) => F, add: (a: F, b: F) => F, shape: Shaped<F, R>,
  loaded?: Awaited<ReturnType<typeof reportAccounts>>,
): Promise<R[]> => {
  const { network, accounts } = loaded ?? await reportAccounts(db, read.select);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const tree = buildTree(network, accounts.map((a) => a.id), own, add, read.params.distributor_balance);
  const toRow = (node: Node<F>): R => shape(byId.get(node.id)!, node, node.children.map(toRow));
  return tree.map(toRow);
};

/** Figures keyed by name, added name by name (the toggle's sum of children). */
export const addFigures = <F extends Record<string, number>>(a: F, b: F): F =>
  Object.fromEntries(Object.keys(a).map((key) => [key, a[key]! + (b[key] ?? 0)])) as F;
