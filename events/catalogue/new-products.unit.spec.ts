import { describe, expect, it } from 'vitest';
import { statusProblem } from './new-products.js';

describe('new product status', () => {
  it('marks a request Added only with the vehicle that answers it', () => {
    expect(statusProblem('Added', null)).toBe('vehicleId: Field is required');
    expect(statusProblem('Added', 'f6a1c5a0-0000-4000-8000-000000000000')).toBeNull();
    expect(statusProblem('Rejected', null)).toBeNull();
    expect(statusProblem('New', null)).toBeNull();
  });
});
