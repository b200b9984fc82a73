import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { menuCounters } from '../../../tables/counters/queries.js';

// Spec section 7: POST user/get-counter-menu, the red badges of the administrator's sidebar
// (sections 2 and 6: only administrators get them). Counter data of section 3, the fields whose
// features exist today; totalNewOrder, totalNewCustomOrder, totalNewTicket, totalNewVehicle and
// totalOrderWaitingResponse come with software orders, custom orders and tickets.

const Count = (description: string) => Type.Integer({ minimum: 0, description });
export const CounterMenu = Type.Object({
  totalNewUser: Count('Accounts waiting for an administrator (under review, active)'),
  totalNewProduct: Count('New-product requests with status New'),
  totalNewPaymentClientConfirm: Count('Credit orders in "Payment confirmed customer"'),
});

export const counterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/get-counter-menu', { schema: { tags: ['counters'], response: { 200: CounterMenu } }, config: { roles: ['Admin'] } },
    async () => menuCounters(app.db));
};
