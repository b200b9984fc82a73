import { describe, expect, it } from 'vitest';
import { accountChart, pageOf, readPaging, sortedRows, sortKeys, type Paging } from './pages.js';

type Row = { id: string; username: string; value: number | null; children: Row[] };
const row = (username: string, value: number | null, children: Row[] = []): Row => ({ id: username, username, value, children });
const keys = sortKeys<Row, 'value'>({ value: (r) => r.value });
const names = (rows: Row[]): unknown[] => rows.map((r) => (r.children.length ? [r.username, names(r.children)] : r.username));
const paged = (rows: Row[], paging: Paging) => pageOf(sortedRows(rows, paging.sort, keys), paging, keys);

describe('a report page (api/routes/reports/pages.ts)', () => {
  const rows = [row('D', 5, [row('A2', 1), row('A1', 9, [row('S2', null), row('S1', 3)])]), row('B', null), row('C', 7)];

  it('sorts the top-level rows, and each row\'s sub-accounts among themselves, empty values last', () => {
    const sort = { key: 'value', order: 'desc' } as const;
    expect(names(paged(rows, { page: null, sort }).users)).toEqual(['C', ['D', [['A1', ['S1', 'S2']], 'A2']], 'B']);
    expect(names(paged(rows, { page: null, sort: { ...sort, order: 'asc' } }).users)).toEqual([['D', ['A2', ['A1', ['S1', 'S2']]]], 'C', 'B']);
    expect(names(paged(rows, { page: null, sort: { key: 'account', order: 'asc' } }).users)).toEqual(['B', 'C', ['D', [['A1', ['S1', 'S2']], 'A2']]]);
  });

  it('cuts a page of top-level rows and counts them all; no sort keeps the report\'s order', () => {
    expect(paged(rows, { page: { page: 2, perPage: 2 }, sort: null })).toEqual({ users: [rows[2]], total_rows: 3 });
    expect(paged(rows, { page: { page: 3, perPage: 2 }, sort: null })).toEqual({ users: [], total_rows: 3 });
  });

  it('reads page, per_page, sort and order, refusing page 0 and a page over 100 rows', () => {
    expect(readPaging({})).toEqual({ page: null, sort: null });
    expect(readPaging({ per_page: '50' })).toEqual({ page: { page: 1, perPage: 50 }, sort: null });
    expect(readPaging({ page: '3', sort: 'value' })).toEqual({ page: { page: 3, perPage: 25 }, sort: { key: 'value', order: 'desc' } });
    expect(() => readPaging({ page: '0' })).toThrow('Report pages are numbered from 1');
    expect(() => readPaging({ per_page: '101' })).toThrow('A report page shows 1 to 100 rows');
  });

  it('charts the 15 largest of every account (sub-accounts too when each row holds its own), or the first 15', () => {
    const many = Array.from({ length: 40 }, (_, i) => row(`N${i}`, i % 20, i === 0 ? [row('Child', 100)] : []));
    const ranked = accountChart(many, true, (r) => r.value ?? 0, null, true);
    expect([ranked.categories.slice(0, 3), ranked.current.length, ranked.total]).toEqual([['Child', 'N19', 'N39'], 15, 41]);
    const summed = accountChart(many, false, (r) => r.value ?? 0, (r) => -(r.value ?? 0), false);
    expect([summed.categories.slice(0, 2), summed.previous!.slice(0, 2), summed.total, summed.ranked]).toEqual([['N0', 'N1'], [-0, -1], 40, false]);
  });
});
