import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { menuCounters } from '../../../tables/counters/queries.js';

// Spec section 7: POST user/get-counter-menu, the red badges of the administrator's sidebar
// (sections 2 and 6: only administrators get them): the Counter data of section 3.

const Count = (description: string) => Type.Integer({ minimum: 0, description });
export const CounterMenu = Type.Object({
  totalNewOrder: Count('Software orders (plus custom orders, none yet) in status New'),
  totalNewCustomOrder: Count('Custom orders in status New: always 0 until custom orders exist'),
  totalNewUser: Count('Accounts waiting for an administrator (under review, active)'),
  totalNewTicket: Count('Support tickets opened and not yet assigned to an agent'),
  totalNewProduct: Count('New-product requests with status New'),
  totalNewPaymentClientConfirm: Count('Credit orders in "Payment confirmed customer"'),
  totalNewVehicle: Count('Vehicles marked new: always 0 until a feature marks them'),
  totalOrderWaitingResponse: Count('Software orders in "Waiting for response" (shown as Response required)'),
});

export const counterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/get-counter-menu', { schema: { tags: ['counters'], response: { 200: CounterMenu } }, config: { roles: ['Admin'] } },
    async () => menuCounters(app.db));
};
