import { describe, expect, it } from 'vitest';
import type { SiteOffers } from '../../vehicleSearch/searchApi';
import { optionChoices, stageChoices } from './stageChoices';

const offers: SiteOffers = {
  currency: { code: 'EUR', symbol: '€', locale: 'nl-NL' },
  message: {
    tuning: [{
      id: 'v1', make: 'Volkswagen', model: 'Golf', generation: 'Mk7', engine: '2.0 TDI', dsg: ['DQ250'],
      stages: [
        { stage: '1', name: 'STAGE ONE', price: 349, localPrice: 349, power: '150 → 185 hp', torque: '340 → 400 Nm', options: [{ name: 'Idle RPM', choices: '["Stock","+50 rpm"]' }] },
        { stage: '2', name: 'STAGE TWO', price: 499, localPrice: 499, power: '150 → 200 hp', torque: '340 → 430 Nm', options: [] },
        { stage: '3', name: 'STAGE THREE', price: 'On request', localPrice: 'On request', power: 'On request', torque: 'On request', options: [] },
      ],
    }],
    dsg: [{
      family: 'DQ250',
      stages: [{ stage: 'Stock', name: 'Drivability', torque: '350 Nm', price: 299, localPrice: 299 }, { stage: '1', name: 'STAGE ONE', torque: '400 Nm', price: 349, localPrice: 349 }],
      softwareOptions: [{ name: 'Launch control RPM', choices: '["Stock","3500"]', price: 49, localPrice: 49 }],
      hardwareOptions: [{ name: 'Not installed', choices: '[]', price: 195, localPrice: 195 }],
    }],
    combos: [
      { id: '2-2', family: 'DQ250', vehicleId: 'v1', ecu: '2', dsg: '2', description: 'ECU STAGE TWO & DSG STAGE TWO', price: 749, localPrice: 749, discountPercent: 10 },
      { id: '1-1', family: 'DQ250', vehicleId: 'v1', ecu: '1', dsg: '1', description: 'ECU STAGE ONE & DSG STAGE ONE', price: 549, localPrice: 549, discountPercent: 12 },
    ],
    stage_visibility: { 1: true, 2: true, 2.1: false, 3: false, 4: false, Stock: true, original_file: false },
  },
} as unknown as SiteOffers;

describe('the stage list of an order type (spec section 4)', () => {
  it('lists the visible ECU stages for ECU, the gearbox offer for DSG and the combos of both visible stages for ECU + DSG', () => {
    expect(stageChoices(offers, 'ECU', '').map((s) => s.value)).toEqual(['1', '2']);
    expect(stageChoices(offers, 'DSG', 'DQ250').map((s) => s.value)).toEqual(['Stock', '1']);
    expect(stageChoices(offers, 'ECU + DSG', 'DQ250').map((s) => [s.value, s.price])).toEqual([['2-2', 749], ['1-1', 549]]);
  });

  it('lists nothing without a type, or without a gearbox for DSG and the combo', () => {
    expect(stageChoices(offers, null, 'DQ250')).toEqual([]);
    expect(stageChoices(offers, 'DSG', '')).toEqual([]);
    expect(stageChoices(offers, 'ECU + DSG', '')).toEqual([]);
  });
});

describe('the options of the chosen stage', () => {
  it("offers the ECU stage's switches and, with a gearbox, the DSG software options, never the hardware ones", () => {
    expect(optionChoices(offers, 'ECU', '1', '')).toEqual([{ unit: 'ECU', name: 'Idle RPM', choices: ['Stock', '+50 rpm'], price: null }]);
    expect(optionChoices(offers, 'DSG', 'Stock', 'DQ250')).toEqual([{ unit: 'DSG', name: 'Launch control RPM', choices: ['Stock', '3500'], price: 49 }]);
    expect(optionChoices(offers, 'ECU + DSG', '2-2', 'DQ250').map((o) => `${o.unit}:${o.name}`)).toEqual(['DSG:Launch control RPM']);
    expect(optionChoices(offers, 'ECU + DSG', '1-1', 'DQ250').map((o) => `${o.unit}:${o.name}`)).toEqual(['ECU:Idle RPM', 'DSG:Launch control RPM']);
  });
});
