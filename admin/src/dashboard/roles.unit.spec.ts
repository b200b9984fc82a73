import { describe, expect, it } from 'vitest';
import { listPath } from '../shared/listPath';
import { dashboardOf } from './roles';
import { queuePath, softwareOrdersIn } from './links';

describe('dashboardOf', () => {
  it('shows the main role\'s dashboard: Admin over staff roles over the dealers\' side', () => {
    expect(dashboardOf(['Calibrator', 'Admin'])).toBe('admin');
    expect(dashboardOf(['Calibrator', 'Support'])).toBe('support');
    expect(dashboardOf(['Calibrator'])).toBe('calibrator');
    expect(dashboardOf(['SubDealer'])).toBe('dealer');
    expect(dashboardOf(['Distributor'])).toBe('dealer');
    expect(dashboardOf([])).toBeNull();
  });
});

describe('the links behind the figures', () => {
  it('carry the list filter in react-admin\'s URL form', () => {
    expect(softwareOrdersIn('Waiting for response')).toBe('/software-orders?filter=%7B%22status%22%3A%22Waiting%20for%20response%22%7D');
    expect(JSON.parse(new URLSearchParams(softwareOrdersIn('New').split('?')[1]).get('filter') ?? '')).toEqual({ status: 'New' });
    expect(listPath('/support')).toBe('/support');
    expect(queuePath('all', true)).toBe('/files/orders?scope=all&overdue=true');
  });
});
