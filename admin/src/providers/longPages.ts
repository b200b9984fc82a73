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
    // Route pages of `size` rows, `size` dividing perPage, so react-admin's page `page` of perPage rows
    // is exactly route pages `(page - 1) * parts + 1` to `page * parts`.
    const size = largestDivisorUpTo(perPage, LIST_MAX_PAGE_SIZE);
    const parts = perPage / size;
    const data = [];
    let total: number | undefined;
    for (let part = 1; part <= parts; part += 1) {
      const answer = await provider.getList(resource, { ...params, pagination: { page: (page - 1) * parts + part, perPage: size } });
      data.push(...answer.data);
      total = answer.total;
      if (answer.data.length < size) break;
    }
    return { data, total };
  },
});

const largestDivisorUpTo = (n: number, most: number) => {
  for (let size = Math.min(n, most); size > 1; size -= 1) if (n % size === 0) return size;
  return 1;
};
