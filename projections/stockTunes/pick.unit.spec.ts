import { describe, expect, it } from 'vitest';
import type { OrderFile } from '../../events/softwareOrders/events.js';
import { numbersOf, pairDelivery } from './pairs.js';
import { pickStockDelivery, type StockCandidate } from './pick.js';

const tuned = (unit: 'ECU' | 'TCU', sha: string) => ({ unit, uploadId: `u-${sha}`, sha256: sha, size: 10, name: `${sha}.bin` });
const candidate = (orderId: string, unit: 'ECU' | 'TCU', version: number, day: number, calibratorId = 'cal-1'): StockCandidate => ({
  orderId, unit, version, calibratorId, deliveredAt: new Date(Date.UTC(2026, 10, day)), tuned: tuned(unit, `${orderId}-${unit}-v${version}`),
});

describe('the delivery a stock pair answers', () => {
  it('takes the latest version of the order delivered last, by its calibrator', () => {
    const picked = pickStockDelivery([candidate('a', 'ECU', 1, 1), candidate('a', 'ECU', 2, 3, 'cal-2'), candidate('b', 'ECU', 1, 2)], ['ECU']);
    expect(picked).toEqual({ sourceOrderId: 'a', calibratorId: 'cal-2', files: [tuned('ECU', 'a-ECU-v2')] });
  });

  it('needs one order covering every unit of a combo', () => {
    expect(pickStockDelivery([candidate('a', 'ECU', 1, 1), candidate('b', 'TCU', 1, 2)], ['ECU', 'TCU'])).toBeNull();
    const both = pickStockDelivery([candidate('a', 'ECU', 1, 1), candidate('a', 'TCU', 1, 2), candidate('b', 'TCU', 1, 5)], ['ECU', 'TCU']);
    expect(both?.sourceOrderId).toBe('a');
    expect(both?.files.map((f) => f.unit)).toEqual(['ECU', 'TCU']);
  });

  it('passes over a calibrator who may not take orders', () => {
    const picked = pickStockDelivery([candidate('a', 'ECU', 1, 5, 'gone'), candidate('b', 'ECU', 1, 2)], ['ECU'], (id) => id !== 'gone');
    expect(picked?.sourceOrderId).toBe('b');
    expect(pickStockDelivery([], ['ECU'])).toBeNull();
  });
});

describe('a delivery paired with its originals', () => {
  const read = (unit: 'ECU' | 'TCU', details?: OrderFile['details']): OrderFile => ({ unit, uploadId: 'u', sha256: `${unit}-read`, size: 1, name: 'r', details });
  it('pairs each tuned file with the read of its unit', () => {
    const pairs = pairDelivery([read('ECU'), read('TCU')], [tuned('TCU', 't')]);
    expect(pairs).toEqual([{ original: read('TCU'), tuned: tuned('TCU', 't') }]);
    expect(pairDelivery([read('ECU')], [tuned('TCU', 't')])).toEqual([]);
  });
  it('keeps the numbers trimmed, an empty one as none', () => {
    expect(numbersOf(read('ECU', { hardwareNumber: ' 03L ', softwareVersion: ' ', tool: null }))).toEqual({ hardwareNumber: '03L', softwareVersion: null, tool: null });
    expect(numbersOf(read('ECU'))).toEqual({ hardwareNumber: null, softwareVersion: null, tool: null });
  });
});
