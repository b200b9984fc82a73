// Parent rows with children (spec section 4, the distributor-balance toggle). Accounts arrive
// with their parent as the network folded from account events; a report row nests the selected
// accounts below the nearest selected ancestor. Toggle on: each row keeps its own figures and
// lists its children. Off: each row's figures are its own plus every descendant's.

export type Node<F> = { id: string; parent: string | null; own: F; figures: F; children: Node<F>[] };

export const buildTree = <F>(
  network: ReadonlyMap<string, string | null>,
  selectedIds: readonly string[],
  own: (id: string) => F,
  add: (a: F, b: F) => F,
  separate: boolean,
): Node<F>[] => {
  // No set per account (a report nests 5,000 accounts a call, and a set each was most of the tree's
  // time and garbage): each unselected account's nearest selected ancestor is found once and kept.
  const selected = new Set(selectedIds);
  const above = nearestSelectedAbove(network, selected);
  // Up through unselected accounts to the nearest selected one; one that leads back to the account itself is none.
  const parentOf = (id: string): string | null => {
    const parent = network.get(id) ?? null;
    const found = parent === null || selected.has(parent) ? parent : above(parent);
    return found === id ? null : found;
  };
  const parents = new Map(selectedIds.map((id) => [id, parentOf(id)]));
  // Two accounts that name each other as parents (a bad import) would hang below each other and vanish: each becomes a row.
  const inCycle = cycleMembers(parents);
  const nodes = new Map<string, Node<F>>(selectedIds.map((id) => {
    const figures = own(id);
    return [id, { id, parent: inCycle.has(id) ? null : parents.get(id)!, own: figures, figures, children: [] }];
  }));
  const roots: Node<F>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  if (!separate) for (const root of roots) sumUp(root, add);
  return roots;
};

/**
 * For an unselected account, the nearest selected account above it (null: none, or a loop of
 * unselected accounts, a bad import). Every account on a walk gets the walk's answer, so each is
 * walked once whatever the number of accounts below it.
 */
const nearestSelectedAbove = (network: ReadonlyMap<string, string | null>, selected: ReadonlySet<string>) => {
  const WALKING = Symbol('on the current walk');
  const known = new Map<string, string | null | typeof WALKING>();
  return (start: string): string | null => {
    const path: string[] = [];
    let at = start;
    let found: string | null = null;
    for (;;) {
      const kept = known.get(at);
      if (kept === WALKING) break; // back on this walk: a loop of unselected accounts, none
      if (kept !== undefined) { found = kept; break; }
      known.set(at, WALKING);
      path.push(at);
      const parent = network.get(at) ?? null;
      if (parent === null || selected.has(parent)) { found = parent; break; }
      at = parent;
    }
    for (const id of path) known.set(id, found);
    return found;
  };
};

/** The ids on a cycle of `parents` (each id's parent or null), each id visited once. */
const cycleMembers = (parents: ReadonlyMap<string, string | null>): Set<string> => {
  const ON_PATH = 1;
  const DONE = 2;
  const state = new Map<string, number>();
  const members = new Set<string>();
  for (const start of parents.keys()) {
    const path: string[] = [];
    let at: string | null = start;
    while (at !== null && !state.has(at)) {
      state.set(at, ON_PATH);
      path.push(at);
      at = parents.get(at) ?? null;
    }
    // Back on this walk's own path: the part from there on is a cycle.
    if (at !== null && state.get(at) === ON_PATH) for (const id of path.slice(path.indexOf(at))) members.add(id);
    for (const id of path) state.set(id, DONE);
  }
  return members;
};

const sumUp = <F>(node: Node<F>, add: (a: F, b: F) => F): F => {
  node.figures = node.children.reduce((sum, child) => add(sum, sumUp(child, add)), node.own);
  return node.figures;
};
