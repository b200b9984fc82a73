import { STATUS_DISPLAY_NAMES, type OrderStatus } from '../../../../../events/softwareOrders/statuses';

// The API's timeline carries each event as one English line (api/routes/softwareOrders/record.ts).
// The figures and statuses in it are read back here so the screen can say them in the UI language;
// a line that does not read as expected is shown as it came.

const BY_DISPLAY_NAME = new Map(Object.entries(STATUS_DISPLAY_NAMES).map(([status, name]) => [name, status as OrderStatus]));

/** "Charged 494.1 credits", "Price set to 300 credits" → 494.1, 300. */
export const creditsIn = (summary: string): number | null => {
  const match = /(-?\d+(?:\.\d+)?) credits/.exec(summary);
  return match ? Number(match[1]) : null;
};

/** "Status: New → In Process (call me)" → the two statuses and the note. */
export const statusMoveIn = (summary: string): { from: OrderStatus; to: OrderStatus; note: string | null } | null => {
  const match = /^Status: (.+?) → (.+?)(?: \((.*)\))?$/s.exec(summary);
  const from = match && BY_DISPLAY_NAME.get(match[1]);
  const to = match && BY_DISPLAY_NAME.get(match[2]);
  return from && to ? { from, to, note: match[3] ?? null } : null;
};
