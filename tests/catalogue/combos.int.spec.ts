import { describe, expect, it } from 'vitest';
import { COMBINED_OPTIONS } from '../../events/constants.js';
import { usePortal } from '../support/use-portal.js';

const { portal, headers: { admin, dealer } } = usePortal(['admin', 'dealer']);

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => portal.app.inject({ method, url, headers, payload });
const index = async () => (await call('GET', '/api/combos/index', admin)).json();

describe('combos settings', () => {
  it('lists one entry per combined option, unpriced until saved', async () => {
    const { combos, rules } = await index();
    expect(combos.map((c: { id: string }) => c.id)).toEqual([...COMBINED_OPTIONS]);
    expect(combos[2]).toEqual({ id: '2-2.1', ecu: '2', dsg: '2.1', price: null, description: '' });
    expect(rules).toEqual([]);
  });

  it('saves prices, descriptions and rules in one go, audited, with rule bounds kept as stage numbers', async () => {
    const saved = await call('POST', '/api/combos/update', admin, {
      combos: [{ id: '2-2.1', price: '799.50', description: 'Stage 2 + DSG 2+' }, { id: '4-4', price: 1699, description: '' }],
      rules: [{ ecu: '2', min: '2', max: '2.1' }, { ecu: '4', min: 3, max: 4 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { combos, rules } = await index();
    expect(combos.find((c: { id: string }) => c.id === '2-2.1')).toMatchObject({ price: 799.5, description: 'Stage 2 + DSG 2+' });
    expect(combos.find((c: { id: string }) => c.id === '4-4').price).toBe(1699);
    expect(rules).toEqual([{ ecu: '2', min: '2', max: '2.1' }, { ecu: '4', min: '3', max: '4' }]);
    const stored = await portal.services.db.selectFrom('combo_rules').select(['ecu', 'max']).where('ecu', '=', '2').executeTakeFirstOrThrow();
    expect(stored.max).toBe('2.10');

    const audit = await portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'combos').orderBy('id').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', entity_id: 'settings', before: { combos: [], rules: [] } });

    // A later save replaces the rules and clears a price (back to on request).
    await call('POST', '/api/combos/update', admin, { combos: [{ id: '4-4', price: null }], rules: [{ ecu: '2', min: '2', max: '3' }] });
    const again = await index();
    expect(again.combos.find((c: { id: string }) => c.id === '4-4').price).toBeNull();
    expect(again.rules).toEqual([{ ecu: '2', min: '2', max: '3' }]);
  });

  it('saves nothing when one entry is bad, and says which', async () => {
    const before = await index();
    const refuse = async (body: object, message: string) => {
      const response = await call('POST', '/api/combos/update', admin, body);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ statusCode: 400, message });
    };
    const good = { id: '1-1', price: 449, description: 'changed' };
    await refuse({ combos: [good, { id: '1-3', price: 5 }], rules: [] }, `combos.1.id: Field must be one of ${COMBINED_OPTIONS.join(', ')}`);
    await refuse({ combos: [good, { id: '3-3', price: '9,99' }], rules: [] }, 'combos.1.price: Field must be a positive decimal with a dot, such as 349.50');
    await refuse({ combos: [good], rules: [{ ecu: '3', min: '4', max: '3' }] }, 'rules.0.max: The maximum cannot be below the minimum');
    await refuse({ combos: [good], rules: [{ ecu: '3', min: '0', max: '3' }] }, 'rules.0.min: Field must be one of 1, 2, 2.1, 3, 4');
    await refuse({ combos: [good] }, 'rules: Field is required');
    expect(await index()).toEqual(before);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/combos/index', dealer)).statusCode).toBe(403);
    expect((await call('POST', '/api/combos/update', dealer, { combos: [], rules: [] })).statusCode).toBe(403);
  });
});
