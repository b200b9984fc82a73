import type { Cents } from '../credit/credits.js';
import type { Problem } from '../problem.js';
import { CreditOrderRefused, PRICE_ABOVE_CREDITS, PRICE_LIST_REQUIRED, PRICE_ROW_NOT_GREATER, WHOLE_CREDITS } from './errors.js';

// Credit price tables (spec sections 3 and 5): rows of { credits, price }, credits in hundredths of
// a credit and price in EUR cents, both whole numbers. Each row buys more and costs more than the
// one before, and a row never costs more euros than it gives credits.

export type PriceRow = { credits: Cents; price: Cents };

const positiveWhole = (n: number) => Number.isSafeInteger(n) && n > 0;
/** Whole credits only: a credit order and a price row count credits, not fractions of one. */
export const isWholeCredits = (credits: Cents) => positiveWhole(credits) && credits % 100 === 0;

/** The first rule a table breaks, with its row (0-based), or null when the table is valid. */
export const priceTableProblem = (rows: readonly PriceRow[]): { row: number; problem: Problem } | null => {
  if (rows.length === 0) return { row: 0, problem: PRICE_LIST_REQUIRED };
  for (const [index, row] of rows.entries()) {
    if (!isWholeCredits(row.credits) || !positiveWhole(row.price)) return { row: index, problem: WHOLE_CREDITS };
    // Both are hundredths (of a credit, of a euro), so they compare directly.
    if (row.price > row.credits) return { row: index, problem: PRICE_ABOVE_CREDITS };
    const previous = rows[index - 1];
    if (previous && (row.credits <= previous.credits || row.price <= previous.price)) return { row: index, problem: PRICE_ROW_NOT_GREATER };
  }
  return null;
};

export const assertValidPriceTable = (rows: readonly PriceRow[]) => {
  const problem = priceTableProblem(rows);
  if (problem) throw new CreditOrderRefused(400, problem.problem);
};

/**
 * The price of `credits` in EUR cents. Tier rule: the price per credit of the largest row whose
 * credits are at most the amount bought (a volume discount), or of the first row when the amount
 * is below every row; that per-credit price times the amount, rounded half up to the cent.
 * Buying exactly a row's credits costs exactly that row's price.
 */
export const priceFor = (rows: readonly PriceRow[], credits: Cents): Cents => {
  if (rows.length === 0) throw new RangeError('empty price table');
  const tier = rows.reduce((best, row) => (row.credits <= credits ? row : best), rows[0]);
  return Number((BigInt(credits) * BigInt(tier.price) * 2n + BigInt(tier.credits)) / (BigInt(tier.credits) * 2n));
};
