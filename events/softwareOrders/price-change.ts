// What a new price of a paid order moves, in one place for the decider (work.ts) and the Admin's
// confirmation (admin PriceForm): a raise charges the difference; a lower price gives the difference
// back, but never more than the dealer still has paid net (a warranty refund may have given part back).
// Unit-free (cents on the server, credits on the screen); no imports, so the admin can bundle it.

export type PriceChange = { step: 'chargeDifference' | 'refundDifference'; amount: number };

export const priceChange = (from: number, to: number, paidNet: number): PriceChange =>
  to > from ? { step: 'chargeDifference', amount: to - from } : { step: 'refundDifference', amount: Math.max(0, Math.min(from - to, paidNet)) };
