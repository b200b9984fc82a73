import type { TunedFile } from '../../events/softwareOrders/events.js';

// Pure: which stock delivery answers a new order at once. Candidates are stock rows whose original
// read has the exact SHA-256 of the new order's read of that unit, for the same stage and order
// type. One earlier order must cover every unit the new order tunes; of those, the one delivered
// last wins, with its latest version of each unit, delivered by the calibrator who delivered it.

export type StockCandidate = {
  orderId: string; version: number; unit: 'ECU' | 'TCU'; calibratorId: string; deliveredAt: Date;
  tuned: TunedFile;
};

export type StockDelivery = { sourceOrderId: string; calibratorId: string; files: TunedFile[] };

export const pickStockDelivery = (
  candidates: readonly StockCandidate[], units: readonly ('ECU' | 'TCU')[], eligible: (calibratorId: string) => boolean = () => true,
): StockDelivery | null => {
  const byOrder = new Map<string, Map<string, StockCandidate>>();
  for (const c of candidates) {
    const latest = byOrder.get(c.orderId) ?? new Map<string, StockCandidate>();
    const before = latest.get(c.unit);
    if (!before || c.version > before.version) latest.set(c.unit, c);
    byOrder.set(c.orderId, latest);
  }
  let best: { chosen: StockCandidate[]; last: StockCandidate } | null = null;
  for (const latest of byOrder.values()) {
    if (!units.every((unit) => latest.has(unit))) continue;
    const chosen = units.map((unit) => latest.get(unit)!);
    const last = chosen.reduce((a, b) => (b.deliveredAt > a.deliveredAt || (b.deliveredAt.getTime() === a.deliveredAt.getTime() && b.version > a.version) ? b : a));
    if (!eligible(last.calibratorId)) continue;
    const newer = !best || last.deliveredAt > best.last.deliveredAt ||
      (last.deliveredAt.getTime() === best.last.deliveredAt.getTime() && last.orderId > best.last.orderId);
    if (newer) best = { chosen, last };
  }
  return best && { sourceOrderId: best.last.orderId, calibratorId: best.last.calibratorId, files: best.chosen.map((c) => c.tuned) };
};
