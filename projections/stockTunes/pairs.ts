import type { OrderFile, TunedFile } from '../../events/softwareOrders/events.js';

// Pure pairing of a delivery with the order's originals: a tuned file of a unit is made from the
// original read of the same unit in the current round. A tuned file without an original of its
// unit (never the case: the decider refuses units the order does not tune) enters nothing.

export type StockPair = { original: OrderFile; tuned: TunedFile };

export const pairDelivery = (reads: readonly OrderFile[], tuned: readonly TunedFile[]): StockPair[] =>
  tuned.flatMap((file) => {
    const original = reads.find((read) => read.unit === file.unit);
    return original ? [{ original, tuned: file }] : [];
  });

/** The details of a read, trimmed; an empty text is no detail. */
export const numbersOf = (read: OrderFile) => ({
  hardwareNumber: read.details?.hardwareNumber?.trim() || null,
  softwareVersion: read.details?.softwareVersion?.trim() || null,
  tool: read.details?.tool?.trim() || null,
});
