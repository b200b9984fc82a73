import type { DataProvider, GetListParams } from 'react-admin';
import { LIST_MAX_PAGE_SIZE } from '../../../events/constants';

/**
 * A list route answers at most LIST_MAX_PAGE_SIZE rows a request (a larger range is cut to it, by
 * design: no request makes the server build an unbounded answer). react-admin's exports ask for
 * 1,000 rows at once; this asks for them a route page at a time, so an export holds every row it
 * asked for rather than silently the first 500.
 */
export const withLongPages = (provider: DataProvider): DataProvider => ({
  ...provider,
  getList: async (resource, params: GetListParams) => {
    const { page = 1, perPage = LIST_MAX_PAGE_SIZE } = params.pagination ?? {};
    if (perPage <= LIST_MAX_PAGE_SIZE) return provider.getList(resource, params);
    // Route pages of `size` rows from the first asked row: `size` divides that row's offset, so each
    // is a whole route page (an export starts at 0: pages of the most a route answers).
    const first = (page - 1) * perPage;
    const size = largestDivisorUpTo(first, LIST_MAX_PAGE_SIZE);
    const data = [];
    let total: number | undefined;
    for (let offset = first; offset < first + perPage; offset += size) {
      const answer = await provider.getList(resource, { ...params, pagination: { page: offset / size + 1, perPage: size } });
      data.push(...answer.data.slice(0, first + perPage - offset));
      total = answer.total;
      if (answer.data.length < size) break;
    }
    return { data, total };
  },
});

/** The largest number up to `most` that divides `n` (`most` itself for 0). */
const largestDivisorUpTo = (n: number, most: number) => {
  for (let size = most; size > 1; size -= 1) if (n % size === 0) return size;
  return 1;
};
