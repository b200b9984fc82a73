import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { LIST_MAX_PAGE_SIZE } from '../../../events/constants';
import { withLongPages } from './longPages';

// A list route cuts a range to LIST_MAX_PAGE_SIZE rows (api/http/simple-rest.ts): the inner provider
// here answers as it does, so an export of 1,000 rows shows whether all of them arrive.
const ROWS = Array.from({ length: 1234 }, (_, i) => ({ id: i }));
const routeLike = (asked: { page: number; perPage: number }[]) => ({
  getList: async (_resource: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
    asked.push(pagination);
    const start = (pagination.page - 1) * pagination.perPage;
    return { data: ROWS.slice(start, start + Math.min(pagination.perPage, LIST_MAX_PAGE_SIZE)), total: ROWS.length };
  },
}) as unknown as DataProvider;

const list = (perPage: number, page = 1) => {
  const asked: { page: number; perPage: number }[] = [];
  const answer = withLongPages(routeLike(asked)).getList('orders', { pagination: { page, perPage }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  return answer.then((result) => ({ ids: result.data.map((row) => row.id), total: result.total, asked }));
};

describe('withLongPages', () => {
  it("gets an export's 1,000 rows in route pages, not the first 500", async () => {
    const { ids, total, asked } = await list(1000);
    expect(ids).toEqual(ROWS.slice(0, 1000).map((row) => row.id));
    expect(total).toBe(1234);
    expect(asked).toEqual([{ page: 1, perPage: 500 }, { page: 2, perPage: 500 }]);
  });

  it('reads a later page of a long page size, and stops at the end of the list', async () => {
    const { ids, asked } = await list(1000, 2);
    expect(ids).toEqual(ROWS.slice(1000).map((row) => row.id));
    expect(asked).toEqual([{ page: 3, perPage: 500 }]);
  });

  it('reads a page size that 500 does not divide in pages of 500, the last one cut', async () => {
    const { ids, asked } = await list(1009);
    expect(ids).toEqual(ROWS.slice(0, 1009).map((row) => row.id));
    expect(asked).toEqual([{ page: 1, perPage: 500 }, { page: 2, perPage: 500 }, { page: 3, perPage: 500 }]);
  });

  it('reads a later page of an odd size in whole route pages that start at its first row', async () => {
    const { ids, asked } = await list(600, 2);
    expect(ids).toEqual(ROWS.slice(600, 1200).map((row) => row.id));
    expect(asked.every((page) => page.perPage === 300)).toBe(true);
  });

  it('leaves a screen page as it is', async () => {
    const { ids, asked } = await list(25, 3);
    expect(ids).toEqual(ROWS.slice(50, 75).map((row) => row.id));
    expect(asked).toEqual([{ page: 3, perPage: 25 }]);
  });
});
