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
  const selected = new Set(selectedIds);
  const parentOf = (id: string): string | null => {
    // Up through unselected accounts to the nearest selected one; a cycle (a bad import) ends the walk.
    const seen = new Set([id]);
    for (let parent = network.get(id) ?? null; parent !== null && !seen.has(parent); parent = network.get(parent) ?? null) {
      if (selected.has(parent)) return parent;
      seen.add(parent);
    }
    return null;
  };
  const parents = new Map(selectedIds.map((id) => [id, parentOf(id)]));
  // Two accounts that name each other as parents (a bad import) would hang below each other and vanish: each becomes a row.
  const inCycle = (id: string) => {
    const seen = new Set<string>();
    for (let at = parents.get(id) ?? null; at !== null && !seen.has(at); at = parents.get(at) ?? null) {
      if (at === id) return true;
      seen.add(at);
    }
    return false;
  };
  const nodes = new Map<string, Node<F>>(selectedIds.map((id) => [id, { id, parent: inCycle(id) ? null : parents.get(id)!, own: own(id), figures: own(id), children: [] }]));
  const roots: Node<F>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  if (!separate) for (const root of roots) sumUp(root, add);
  return roots;
};

const sumUp = <F>(node: Node<F>, add: (a: F, b: F) => F): F => {
  node.figures = node.children.reduce((sum, child) => add(sum, sumUp(child, add)), node.own);
  return node.figures;
};
