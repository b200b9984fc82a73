import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assignOrderSections, orderSectionsOf } from '../../../tables/orderSection/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser, hasRole } from '../../plugins/auth.js';
import { USER_NOT_FOUND } from '../users/update-user.js';
import { AssignSectionBody, FindSectionQuery, OrderSectionAnswer, OWN_SECTION_ONLY, toOrderSectionAnswer } from './schemas.js';

// Spec section 7: user/assign-order-software-section (an Admin sets a user's sections) and
// user/find-order-software-section (a user reads its own; an Admin any user's). The order feature
// checks an order against them with mayOrder (events/orderSection/order-section.ts).

const ADMIN = { roles: ['Admin'] as const };
const Errors = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

export const orderSectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/assign-order-software-section', {
    schema: { tags: ['users'], body: AssignSectionBody, response: { 200: OrderSectionAnswer, ...Errors } },
    config: ADMIN,
  }, async (request) => {
    const { userId, sections } = request.body;
    const after = await assignOrderSections(app.db, currentUser(request).id, userId, sections, app.now());
    if (after === undefined) throw new HttpError(404, USER_NOT_FOUND);
    return toOrderSectionAnswer(userId, after);
  });

  app.get('/user/find-order-software-section', {
    schema: { tags: ['users'], querystring: FindSectionQuery, response: { 200: OrderSectionAnswer, ...Errors } },
  }, async (request) => {
    const user = currentUser(request);
    const userId = request.query.userId ?? user.id;
    if (userId !== user.id) {
      if (!hasRole(user, ['Admin'])) throw new HttpError(403, OWN_SECTION_ONLY);
      if (!(await app.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) throw new HttpError(404, USER_NOT_FOUND);
    }
    return toOrderSectionAnswer(userId, await orderSectionsOf(app.db, userId));
  });
};
