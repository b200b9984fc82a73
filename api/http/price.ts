import { AMOUNT_FORMAT, euroAmount } from '../../events/catalogue/euro-amount.js';
import { HttpError, problem } from './errors.js';

/** The catalogue's price format refused at the HTTP edge (the importers keep the bare text for their rows). */
export const AMOUNT_FORMAT_PROBLEM = problem('AMOUNT_FORMAT', AMOUNT_FORMAT);

// Price input shared by every catalogue feature (vehicles, pricing, price configs, options, DSG offers).

/** A stage price as the numeric(10, 2) column keeps it; null (on request) when left empty. */
export const stagePrice = (field: string, value: number | string | null | undefined): string | null => {
  const amount = euroAmount(value);
  if (amount === undefined) throw new HttpError(400, AMOUNT_FORMAT_PROBLEM, { field });
  return amount;
};
