import { useCallback, useEffect, useState } from 'react';
import { pageWithin } from './TreeTable';
import { TablePager } from './TablePager';
import { useLoad } from './useLoad';

export const LIST_PAGE_SIZE = 25;

/**
 * One page of a list route (0-based `page`, `perPage` rows) loaded with useLoad, and its total: a
 * screen shows and loads a page of a list that can grow with the network, never all of it. When a
 * decision empties the last page, the last page left is shown. A new `scope` (a search) starts at
 * the first page, in the same render: the page of the scope before is never asked for.
 */
export const usePagedLoad = <T,>(key: string, load: (page: number, perPage: number) => Promise<{ rows: T[]; total: number }>, perPage = LIST_PAGE_SIZE, scope = '') => {
  const [state, setState] = useState({ scope, page: 0 });
  const page = state.scope === scope ? state.page : 0;
  const setPage = useCallback((next: number | ((current: number) => number)) =>
    setState((current) => {
      const from = current.scope === scope ? current.page : 0;
      return { scope, page: typeof next === 'function' ? next(from) : next };
    }), [scope]);
  const loaded = useLoad(`${key}:${scope}:${page}`, () => load(page, perPage));
  const total = loaded.data?.total ?? 0;
  useEffect(() => {
    if (loaded.data) setPage((current) => pageWithin(current, total, perPage));
  }, [loaded.data, total, perPage, setPage]);
  // A page past the end (its last row just decided) is still loading the page before, not empty.
  const pastEnd = loaded.data !== undefined && loaded.data.rows.length === 0 && total > 0 && page > 0;
  return { ...loaded, loading: loaded.loading || pastEnd, rows: pastEnd ? undefined : loaded.data?.rows, total, page, setPage, perPage };
};

/** The translated pager under such a list, once it has more than a page. */
export const ListPager = ({ list }: { list: Pick<ReturnType<typeof usePagedLoad>, 'total' | 'page' | 'setPage' | 'perPage'> }) =>
  list.total > list.perPage ? <TablePager count={list.total} page={list.page} rowsPerPage={list.perPage} rowsPerPageOptions={[list.perPage]} onPageChange={list.setPage} /> : null;
