import { describe, expect, it } from 'vitest';
import { creditsIn, statusMoveIn } from './timelineDetail';

describe('reading the timeline lines back', () => {
  it('finds the credits of a charge or a price', () => {
    expect(creditsIn('Charged 494.1 credits')).toBe(494.1);
    expect(creditsIn('Price set to 300 credits')).toBe(300);
    expect(creditsIn('Payment refused: Insufficient funds')).toBeNull();
  });

  it('finds the statuses by their display names, and the note', () => {
    expect(statusMoveIn('Status: New → Response required (which tool?)')).toEqual({ from: 'New', to: 'Waiting for response', note: 'which tool?' });
    expect(statusMoveIn('Status: Tune Supplied → Completed')).toEqual({ from: 'Waiting on feedback', to: 'Completed', note: null });
    expect(statusMoveIn('Status: New → Somewhere')).toBeNull();
  });
});
