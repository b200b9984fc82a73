/** An edited row: the inputs' text. */
export interface PriceRowDraft {
  credits: string;
  price: string;
}

const WHOLE = /^\d+$/;
const MONEY = /^\d+(\.\d{1,2})?$/;

/**
 * Spec section 5, checked before saving: whole credits and a price with at most 2 decimals; the price
 * not above the credits; each row's price and credits greater than the previous row's. Answers the
 * message key per row (null when the row is fine).
 */
export const priceRowProblems = (rows: PriceRowDraft[]): (string | null)[] =>
  rows.map((row, index) => {
    const credits = row.credits.trim();
    const price = row.price.trim();
    if (!WHOLE.test(credits) || Number(credits) <= 0 || !MONEY.test(price) || Number(price) <= 0) return 'credit.validation.valid_amount';
    if (Number(price) > Number(credits)) return 'credit.price.price_above_credits';
    const previous = rows[index - 1];
    if (previous && (Number(credits) <= Number(previous.credits) || Number(price) <= Number(previous.price))) return 'credit.price.not_greater';
    return null;
  });
