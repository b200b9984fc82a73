import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch, initialFilters, type ReportFilters } from './filters';

const ID = '0b6f8e2a-3c1d-4e5f-8a9b-0c1d2e3f4a5b';

describe('report filters in the URL', () => {
  it('keeps nothing for the defaults, and reads the defaults back from an empty query', () => {
    expect(filtersToSearch(initialFilters).toString()).toBe('');
    expect(filtersFromSearch(new URLSearchParams())).toEqual(initialFilters);
  });

  it('reads back every filter it wrote', () => {
    const filters: ReportFilters = {
      time: 'year', compare: 'month', fromCurrent: '2026-01-01', toCurrent: '2026-12-31', fromPrevious: '2025-01-01', toPrevious: '2025-12-31',
      ids: [ID], market: 'ES', orderType: 'DSG', stage: '2.1-3', status: 'Completed', unit: 'TCU', dsg: 'DQ381', distributorBalance: false,
    };
    const search = filtersToSearch(filters);
    expect(search.get('from_current')).toBe('2026-01-01');
    expect(search.get('distributor_balance')).toBe('false');
    expect(filtersFromSearch(new URLSearchParams(search.toString()))).toEqual(filters);
  });

  it('falls back to the default for what an edited link names wrongly', () => {
    const read = filtersFromSearch(new URLSearchParams('time=fortnight&from_current=2026-1-1&ids=nope,' + ID + '&market=Spain&order_type=Boat&status=Lost&unit=ABS&dsg=DQ999&stage=%27;drop'));
    expect(read).toEqual({ ...initialFilters, ids: [ID] });
  });
});
