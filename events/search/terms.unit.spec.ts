import { describe, expect, it } from 'vitest';
import { searchTerms } from './terms.js';

describe('searchTerms', () => {
  it('reads a number of any length as an order or ticket number, a long one as text too', () => {
    expect(searchTerms('7')).toEqual({ number: 7, text: null, vinPrefix: null });
    expect(searchTerms(' #42 ')).toEqual({ number: 42, text: null, vinPrefix: null });
    expect(searchTerms('1024')).toEqual({ number: 1024, text: '1024', vinPrefix: '1024' });
  });

  it('reads text as a name, title or vehicle, and a VIN start when it has only VIN characters', () => {
    expect(searchTerms('wvwzzz')).toEqual({ number: null, text: 'wvwzzz', vinPrefix: 'WVWZZZ' });
    expect(searchTerms('  Golf   2.0 ')).toEqual({ number: null, text: 'Golf 2.0', vinPrefix: null });
  });

  it('refuses blank text and text too short for the indexes to narrow', () => {
    expect(searchTerms('   ')).toBeNull();
    expect(searchTerms('go')).toBeNull();
  });
});
