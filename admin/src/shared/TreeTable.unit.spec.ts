import { describe, expect, it } from 'vitest';
import { nextSort, pageWithin } from './TreeTable';

describe('pageWithin (a report table after its rows change)', () => {
  it('keeps a page that still has rows', () => {
    expect(pageWithin(3, 501, 25)).toBe(3);
    expect(pageWithin(20, 501, 25)).toBe(20); // row 501 alone on the last page
  });
  it('moves back to the last page when fewer rows came', () => {
    expect(pageWithin(20, 500, 25)).toBe(19);
    expect(pageWithin(5, 30, 25)).toBe(1);
  });
  it('is the first page when there are no rows', () => {
    expect(pageWithin(4, 0, 25)).toBe(0);
  });
});

describe('nextSort (a click on a column header)', () => {
  it('sorts a new column largest first, and turns the same column around', () => {
    expect(nextSort(null, 'received')).toEqual({ column: 'received', order: 'desc' });
    expect(nextSort({ column: 'received', order: 'desc' }, 'received')).toEqual({ column: 'received', order: 'asc' });
    expect(nextSort({ column: 'received', order: 'asc' }, 'received')).toEqual({ column: 'received', order: 'desc' });
    expect(nextSort({ column: 'received', order: 'asc' }, 'used')).toEqual({ column: 'used', order: 'desc' });
  });
});
