import { describe, expect, it } from 'vitest';
import { URGENCY_LEVELS } from '../../events/constants.js';
import { usePortal } from '../support/use-portal.js';
import { list } from '../support/list-query.js';

const { portal, ids, headers: as } = usePortal(['admin', 'dealer']);

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: string, payload?: object) =>
  portal.app.inject({ method, url, headers: as[who], payload });
const audits = () => portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'software_prices').orderBy('id').execute();
type Row = { id: string; urgency: string; prices: Record<string, number> };

describe('software pricing', () => {
  it('lists every urgency level in the spec order, 1 week free and the others rising', async () => {
    const response = await call('GET', '/api/software-pricing', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('software-pricing 0-5/6');
    const rows = response.json<Row[]>();
    expect(rows.map((row) => row.urgency)).toEqual([...URGENCY_LEVELS]);
    expect(rows[0].prices).toEqual({ ECU: 0, DSG: 0, 'ECU + DSG': 0 });
    for (const type of ['ECU', 'DSG', 'ECU + DSG']) {
      const prices = rows.map((row) => row.prices[type]);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    const page = await call('GET', `/api/software-pricing?${list({ sort: ['position', 'DESC'], range: [0, 1] })}`, 'admin');
    expect(page.json().map((row: Row) => row.urgency)).toEqual(['1 hour', '2 hours']);
    expect(page.headers['content-range']).toBe('software-pricing 0-1/6');
    const one = await call('GET', `/api/software-pricing/${encodeURIComponent('4 hours')}`, 'admin');
    expect(one.json()).toMatchObject({ id: '4 hours', position: 3 });
  });

  it('saves one urgency row, audited per changed cell', async () => {
    const response = await call('PUT', `/api/software-pricing/${encodeURIComponent('1 day')}`, 'admin', { prices: { ECU: '55.50', DSG: 50, 'ECU + DSG': 80 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().prices).toEqual({ ECU: 55.5, DSG: 50, 'ECU + DSG': 80 });
    expect(await audits()).toMatchObject([{ actor_id: ids.admin, entity_id: '1 day|ECU', action: 'update', before: { price: '50.00' }, after: { price: '55.50' } }]);
  });

  it('saves the whole matrix at once, or nothing when one cell is wrong', async () => {
    const rows = URGENCY_LEVELS.map((urgency, i) => ({ urgency, prices: { ECU: i * 10, DSG: i * 10, 'ECU + DSG': i * 15 } }));
    const bad = await call('PUT', '/api/software-pricing', 'admin', { rows: rows.map((row) => (row.urgency === '2 hours' ? { ...row, prices: { ...row.prices, DSG: '12,50' } } : row)) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('2 hours DSG: Field must be a positive decimal with a dot, such as 349.50');
    const negative = await call('PUT', '/api/software-pricing', 'admin', { rows: [{ urgency: '1 hour', prices: { ECU: -1, DSG: 0, 'ECU + DSG': 0 } }] });
    expect(negative.json().message).toBe('1 hour ECU: Field must be a positive decimal with a dot, such as 349.50');
    const unknown = await call('PUT', '/api/software-pricing', 'admin', { rows: [{ urgency: '3 days', prices: { ECU: 1, DSG: 1, 'ECU + DSG': 1 } }] });
    expect(unknown.statusCode).toBe(400);
    expect(await audits()).toHaveLength(1);

    const saved = await call('PUT', '/api/software-pricing', 'admin', { rows });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rows.find((row: Row) => row.urgency === '1 hour').prices).toEqual({ ECU: 50, DSG: 50, 'ECU + DSG': 75 });
    // 1 week stays 0 (unchanged), every other cell changed.
    expect(saved.json().changed).toBe(15);
    const again = await call('PUT', '/api/software-pricing', 'admin', { rows });
    expect(again.json().changed).toBe(0);
  });

  it('is for administrators only, and its rows are never created or deleted', async () => {
    expect((await call('GET', '/api/software-pricing', 'dealer')).statusCode).toBe(403);
    expect((await call('PUT', '/api/software-pricing', 'dealer', { rows: [] })).statusCode).toBe(403);
    expect((await call('POST', '/api/software-pricing', 'admin', { urgency: '3 days' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/software-pricing/${encodeURIComponent('1 week')}`, 'admin')).statusCode).toBe(404);
  });
});
