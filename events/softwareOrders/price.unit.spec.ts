import { describe, expect, it } from 'vitest';
import { PRICE_ON_REQUEST_CENTS, quoteOrder, type QuoteInput } from './price.js';

const now = new Date('2026-11-24T12:00:00Z');
const yearsAgo = (years: number, days = 0) => new Date(Date.UTC(2026 - years, 10, 24 - days, 12));
const policy = { discount_after_a_year: 50, minimum_price: 50, only_on_upgrade_fee: false };

const input = (extra: Partial<QuoteInput> = {}): QuoteInput => ({
  type: 'ECU', stage: '2', stageLabel: 'STAGE TWO', ecuPrice: 400, dsgPrice: null, comboPrice: null, options: [], dsgHardware: null,
  urgency: '*', urgencySurcharge: 0, previous: null, policy, couponPercent: null, couponCode: null, now, ...extra,
});

describe('the software order price', () => {
  it('is the stage price alone for a plain ECU order', () => {
    expect(quoteOrder(input())).toEqual({ lines: [{ code: 'stage', label: 'STAGE TWO', amount: 40_000 }], total: 40_000, onRequest: false });
  });

  it('adds priced options, the urgency surcharge and, for a DSG order, 195 when the hardware is not installed', () => {
    const quote = quoteOrder(input({
      type: 'DSG', stage: '1', dsgPrice: 300, ecuPrice: null, options: [{ name: 'Launch control', price: 50 }],
      dsgHardware: 'not_installed', urgency: '1 day', urgencySurcharge: 75,
    }));
    expect(quote.lines.map((l) => [l.code, l.amount])).toEqual([['stage', 30_000], ['option', 5_000], ['dsg_hardware', 19_500], ['urgency', 7_500]]);
    expect(quote.total).toBe(62_000);
  });

  it('charges nothing for installed hardware (Mechatronic, Gearbox, Other)', () => {
    expect(quoteOrder(input({ type: 'DSG', stage: '1', dsgPrice: 300, dsgHardware: 'mechatronic' })).total).toBe(30_000);
  });

  it('caps a combo at the sum of its parts and at most 65 % below it', () => {
    const capped = quoteOrder(input({ type: 'ECU + DSG', stage: '2-3', ecuPrice: 400, dsgPrice: 300, comboPrice: 900, dsgHardware: 'gearbox' }));
    expect(capped.lines[0]).toEqual({ code: 'combo', label: 'STAGE TWO', amount: 70_000 });
    const floor = quoteOrder(input({ type: 'ECU + DSG', stage: '2-3', ecuPrice: 400, dsgPrice: 300, comboPrice: 100, dsgHardware: 'gearbox' }));
    expect(floor.total).toBe(24_500); // 35 % of 700
  });

  it('credits a previous order of the same type under 3 years old, and nothing at 3 years', () => {
    const previous = { type: 'ECU' as const, price: 150, createdAt: yearsAgo(0, 30), stage: '1' };
    expect(quoteOrder(input({ previous })).lines).toContainEqual({ code: 'upgrade', label: 'Upgrade discount', amount: -15_000 });
    expect(quoteOrder(input({ previous })).total).toBe(25_000);
    // Older than a year: only discount_after_a_year (50 %) of it.
    expect(quoteOrder(input({ previous: { ...previous, createdAt: yearsAgo(2) } })).total).toBe(32_500);
    expect(quoteOrder(input({ previous: { ...previous, createdAt: yearsAgo(3) } })).total).toBe(40_000);
  });

  it('takes the coupon percent off everything before it, never more than 65 %', () => {
    const quote = quoteOrder(input({ couponPercent: 10, couponCode: 'WINTER', urgency: '2 days', urgencySurcharge: 25 }));
    expect(quote.lines.at(-1)).toEqual({ code: 'coupon', label: 'Coupon WINTER (-10%)', amount: -4_250 });
    expect(quote.total).toBe(38_250);
    expect(quoteOrder(input({ couponPercent: 90, couponCode: 'X' })).total).toBe(14_000);
  });

  it('is on request (9999) when the stage or a priced option is', () => {
    expect(quoteOrder(input({ ecuPrice: 'On request' }))).toMatchObject({ total: PRICE_ON_REQUEST_CENTS, onRequest: true });
    expect(quoteOrder(input({ options: [{ name: 'Pops', price: 'On request' }] })).onRequest).toBe(true);
    expect(PRICE_ON_REQUEST_CENTS).toBe(999_900);
  });
});
