import { describe, expect, it } from 'vitest';
import { chooseLevel, EMPTY_CHOICE, gearboxFamilies, levelReady, normaliseVin, vinInputProblem } from './selection';

describe('chooseLevel', () => {
  const full = { brand: 'Audi', model: 'A3', generation: '8V', engine: '2.0 TDI', gearbox: 'DQ250' };

  it('clears every lower level when a higher one changes', () => {
    expect(chooseLevel(full, 'model', 'S3')).toEqual({ brand: 'Audi', model: 'S3', generation: '', engine: '', gearbox: '' });
    expect(chooseLevel(full, 'brand', 'Seat')).toEqual({ ...EMPTY_CHOICE, brand: 'Seat' });
  });

  it('keeps the higher levels when the gearbox changes', () => {
    expect(chooseLevel(full, 'gearbox', 'DQ381')).toEqual({ ...full, gearbox: 'DQ381' });
  });
});

describe('levelReady', () => {
  it('asks for a level only once the levels above it are chosen', () => {
    expect(levelReady(EMPTY_CHOICE, 'brand')).toBe(true);
    expect(levelReady(EMPTY_CHOICE, 'model')).toBe(false);
    expect(levelReady({ ...EMPTY_CHOICE, brand: 'Audi', model: 'A3', generation: '8V', engine: 'x' }, 'gearbox')).toBe(true);
    expect(levelReady({ ...EMPTY_CHOICE, brand: 'Audi', model: 'A3', engine: 'x' }, 'gearbox')).toBe(false);
  });
});

describe('gearboxFamilies', () => {
  it('lists each family of the vehicles once, sorted', () => {
    expect(gearboxFamilies([{ dsg: ['DQ381', 'DQ200'] }, { dsg: ['DQ200'] }, { dsg: [] }])).toEqual(['DQ200', 'DQ381']);
    expect(gearboxFamilies([])).toEqual([]);
  });
});

describe('vinInputProblem', () => {
  it('needs exactly 17 characters, then a valid VIN (spec section 5)', () => {
    expect(vinInputProblem('WVWZZZAUZFW12345')).toBe('vin_length');
    expect(vinInputProblem('WVWZZZAUZFW1234567')).toBe('vin_length');
    expect(vinInputProblem('WVWZZZAUZFW12345!')).toBe('invalid_vin');
    expect(vinInputProblem('12345678901234567')).toBe('invalid_vin');
    expect(vinInputProblem(' wvwzzzauzfw123456 ')).toBeNull();
  });

  it('searches the trimmed, upper-case VIN', () => {
    expect(normaliseVin(' wvwzzzauzfw123456 ')).toBe('WVWZZZAUZFW123456');
  });
});
