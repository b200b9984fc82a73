import { describe, expect, it } from 'vitest';
import { mayOrder } from '../../events/orderSection/order-section.js';
import { orderSectionsOf } from '../../tables/orderSection/queries.js';
import { usePortal } from '../support/use-portal.js';

const { portal, ids, headers } = usePortal(['admin', 'dealer', 'subdealer']);

const assign = (body: Record<string, unknown>, who = 'admin') =>
  portal.app.inject({ method: 'POST', url: '/api/user/assign-order-software-section', headers: headers[who], payload: body });
const find = (who: string, userId?: string) =>
  portal.app.inject({ method: 'GET', url: `/api/user/find-order-software-section${userId ? `?userId=${userId}` : ''}`, headers: headers[who] });

describe('the order section (ECU-COMBO-DSG)', () => {
  it('is full access until an Admin assigns one', async () => {
    expect((await find('dealer')).json()).toEqual({ userId: ids.dealer, sections: null, fullAccess: true });
    expect(await orderSectionsOf(portal.services.db, ids.dealer)).toBeNull();
  });

  it('round-trips: an Admin assigns, the user finds its own, the order rule follows', async () => {
    const assigned = await assign({ userId: ids.dealer, sections: ['DSG', 'ECU', 'DSG'] });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toEqual({ userId: ids.dealer, sections: ['ECU', 'DSG'], fullAccess: false });
    expect((await find('dealer')).json()).toEqual({ userId: ids.dealer, sections: ['ECU', 'DSG'], fullAccess: false });
    expect((await find('admin', ids.dealer)).json()).toMatchObject({ sections: ['ECU', 'DSG'] });
    expect((await portal.app.inject({ method: 'GET', url: '/api/user/view', headers: headers.dealer })).json()).toMatchObject({ orderSection: 'ECU-DSG' });
    const sections = await orderSectionsOf(portal.services.db, ids.dealer);
    expect([mayOrder(sections, 'ECU'), mayOrder(sections, 'DSG'), mayOrder(sections, 'ECU + DSG')]).toEqual([true, true, false]);
    const audit = await portal.services.db.selectFrom('audit_log').select(['actor_id', 'before', 'after']).where('entity', '=', 'users').where('entity_id', '=', ids.dealer).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor_id: ids.admin, before: { order_sections: null }, after: { order_sections: ['ECU', 'DSG'] } });
  });

  it('goes back to full access with null or an empty list', async () => {
    expect((await assign({ userId: ids.dealer, sections: [] })).json()).toEqual({ userId: ids.dealer, sections: null, fullAccess: true });
    await assign({ userId: ids.dealer, sections: ['COMBO'] });
    expect((await assign({ userId: ids.dealer, sections: null })).json()).toMatchObject({ sections: null, fullAccess: true });
    expect((await portal.app.inject({ method: 'GET', url: '/api/user/view', headers: headers.dealer })).json()).toMatchObject({ orderSection: null });
  });

  it('is also edited with the user record (the user edit screen)', async () => {
    const user = (await portal.app.inject({ method: 'GET', url: `/api/users/${ids.subdealer}`, headers: headers.admin })).json();
    expect(user.orderSections).toBeNull();
    const saved = await portal.app.inject({ method: 'PUT', url: `/api/users/${ids.subdealer}`, headers: headers.admin, payload: { ...user, orderSections: ['COMBO'] } });
    expect(saved.json()).toMatchObject({ orderSections: ['COMBO'] });
    expect((await find('subdealer')).json()).toMatchObject({ sections: ['COMBO'] });
  });

  it('refuses a Dealer assigning, and a non-Admin reading another account', async () => {
    expect((await assign({ userId: ids.dealer, sections: null }, 'dealer')).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await find('dealer', ids.admin)).json()).toMatchObject({ statusCode: 403, code: 'ORDER_SECTION_OWN_ONLY' });
    expect((await find('dealer', ids.dealer)).statusCode).toBe(200);
  });

  it('answers 400 for unknown fields and sections, 404 for an unknown user', async () => {
    expect((await assign({ userId: ids.dealer, sections: ['ECU'], note: 'x' })).json()).toMatchObject({ statusCode: 400, code: 'FIELD_UNKNOWN' });
    expect((await assign({ userId: ids.dealer, sections: ['TCU'] })).json()).toMatchObject({ statusCode: 400 });
    expect((await assign({ userId: ids.dealer })).json()).toMatchObject({ statusCode: 400, code: 'FIELD_REQUIRED' });
    expect((await assign({ userId: 'not-a-uuid', sections: null })).json()).toMatchObject({ statusCode: 400 });
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await assign({ userId: nobody, sections: null })).json()).toMatchObject({ statusCode: 404, code: 'USER_NOT_FOUND' });
    expect((await find('admin', nobody)).json()).toMatchObject({ statusCode: 404, code: 'USER_NOT_FOUND' });
  });
});
