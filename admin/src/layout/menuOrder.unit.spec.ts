import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, menuOrderOf } from './menuOrder';

describe('menuOrderOf', () => {
  it('leads with each role\'s most used screens', () => {
    expect(menuOrderOf(['Dealer']).slice(0, 3)).toEqual(['orders', 'credits', 'tickets']);
    expect(menuOrderOf(['SubDealer'])[0]).toBe('orders');
    expect(menuOrderOf(['Calibrator'])[0]).toBe('queue');
    expect(menuOrderOf(['Support'])[0]).toBe('tickets');
    // The main role decides: an Admin who is also a Calibrator gets the Admin's order.
    expect(menuOrderOf(['Calibrator', 'Admin'])).toEqual(menuOrderOf(['Admin']));
  });

  it('keeps every group exactly once for every role, so no entry is lost', () => {
    for (const roles of [['Admin'], ['Support'], ['Calibrator'], ['Distributor'], ['Dealer'], ['SubDealer'], []] as const) {
      const order = menuOrderOf(roles);
      expect([...order].sort(), roles.join()).toEqual([...MENU_GROUPS].sort());
    }
  });
});
