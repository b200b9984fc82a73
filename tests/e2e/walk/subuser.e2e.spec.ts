import { walkRole } from './walk.js';

// A dealer's counter clerk: orders and tracks them, but no support, no buying of credits and no
// offers; its menu shows only what its switches allow.
const EMAIL = 'mostrador@demo.test';
const PASSWORD = 'Mostrador1';

walkRole({
  role: 'SubUser', email: EMAIL, password: PASSWORD, phoneFirst: true,
  setUp: async (e2e) => {
    const dealer = await e2e.portal.login('dealer@demo.test');
    const set = await e2e.call(dealer, 'POST', '/api/user-sub-permissions/create', {
      name: 'Mostrador', role: 'sub_user_admin',
      permissions: { support: { status: false }, credits: { status: true, children: { buy_credits: { status: false }, send_offer_confirm_payment: { status: false } } } },
    });
    await e2e.call(dealer, 'POST', '/api/user-sub-permissions/create-user', { permissionId: set.id, email: EMAIL, firstName: 'Ana', lastName: 'Mostrador', password: PASSWORD });
  },
});
