import type { E2E } from '../browser.js';
import { signInDemo } from '../../support/app.js';
import { placeOrder } from '../../softwareOrders/support.js';

/**
 * What makes the lists' first rows open something: a paid order of the dealer with a chat
 * message, and a ticket of the dealer (the demo data starts with none of either).
 */
export const seedWalkData = async (e2e: E2E) => {
  const { ids, headers } = await signInDemo(e2e.portal, ['admin', 'dealer']);
  const order = await placeOrder(e2e.portal, { dealerId: ids.dealer, admin: headers.admin });
  await e2e.call(headers.dealer, 'POST', `/api/order-chat/${order.orderId}`, { text: 'Please check the DPF option' });
  await e2e.call(headers.dealer, 'POST', '/api/support', { categoryId: 'technical', title: 'Flash failed', message: 'The car shows P2002' });
};
