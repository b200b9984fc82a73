import { describe, expect, it } from 'vitest';
import { offerDetailPath, parseOfferDetail } from './paths';

// order-software-detail/{type}/{id}: the address people type or a link writes in lowercase is the same offer.

describe('parseOfferDetail', () => {
  const vehicle = '0b6f3c1e-9d55-4c4e-a3a4-6f0d2b1f7a10';

  it('reads the type in any case', () => {
    expect(parseOfferDetail('ecu', vehicle)).toEqual({ type: 'ECU', id: vehicle });
    expect(parseOfferDetail('Ecu', vehicle)).toEqual({ type: 'ECU', id: vehicle });
    expect(parseOfferDetail('dsg', 'DQ250')).toEqual({ type: 'DSG', id: 'DQ250' });
  });

  it('reads a gearbox family in any case as the catalogue names it', () => {
    expect(parseOfferDetail('DSG', 'dq250')).toEqual({ type: 'DSG', id: 'DQ250' });
    expect(parseOfferDetail('dsg', 'multitronic')).toEqual({ type: 'DSG', id: 'Multitronic' });
  });

  it('names no offer for an unknown type or a DSG id that is no family', () => {
    expect(parseOfferDetail('tcu', vehicle)).toBeNull();
    expect(parseOfferDetail('DSG', 'DQ999')).toBeNull();
    expect(parseOfferDetail('ECU', undefined)).toBeNull();
  });

  it('gives back the one address the links write', () => {
    const offer = parseOfferDetail('dsg', 'dq381')!;
    expect(offerDetailPath(offer.type, offer.id, vehicle)).toBe(`/order-software-detail/DSG/DQ381?vehicle=${vehicle}`);
  });
});
