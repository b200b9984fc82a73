import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problem } from '../../../events/problem.js';
import { audit } from '../../../tables/audit/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { withAccountEvents } from '../account-events.js';
import { AddDealerBody, NetworkChange, RemoveDealerBody } from './schemas.js';

// Spec section 7 user/add-dealer and user/remove-dealer: an Admin moves a dealer into or out of a
// distributor's network. The parent decides who sells credits to the dealer (api/CONTRACT.md
// "Networks"), so the change is an account event (ParentChanged) that the reports fold.

export const DISTRIBUTOR_NOT_FOUND = problem('DISTRIBUTOR_NOT_FOUND', 'Distributor not found');
export const DEALER_NOT_FOUND = problem('DEALER_NOT_FOUND', 'Dealer not found');
export const DEALER_ALREADY_IN_NETWORK = problem('DEALER_ALREADY_IN_NETWORK', 'This dealer is already in this distributor\'s network');
export const DEALER_NOT_IN_NETWORK = problem('DEALER_NOT_IN_NETWORK', 'This dealer is not in this distributor\'s network');

const ADMIN = { roles: ['Admin'] as const };

export const dealerNetworkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Moves `dealerId` under `parentId` (null: out of any network), checked and recorded in one transaction. */
  const move = (actorId: string, dealerId: string, distributorId: string, adding: boolean) =>
    withAccountEvents(app, async (trx, record) => {
      const distributor = await trx.selectFrom('users').select(['id', 'roles']).where('id', '=', distributorId).where('sub_user_of', 'is', null).executeTakeFirst();
      if (!distributor?.roles.includes('Distributor')) throw new HttpError(404, DISTRIBUTOR_NOT_FOUND, { id: distributorId });
      const dealer = await trx.selectFrom('users').selectAll().where('id', '=', dealerId).where('sub_user_of', 'is', null).forUpdate().executeTakeFirst();
      if (!dealer?.roles.includes('Dealer')) throw new HttpError(404, DEALER_NOT_FOUND, { id: dealerId });
      if (adding && dealer.parent_id === distributorId) throw new HttpError(409, DEALER_ALREADY_IN_NETWORK);
      if (!adding && dealer.parent_id !== distributorId) throw new HttpError(404, DEALER_NOT_IN_NETWORK);
      const parentId = adding ? distributorId : null;
      const now = app.now();
      await trx.updateTable('users').set({ parent_id: parentId, updated_at: now }).where('id', '=', dealerId).execute();
      await audit(trx, { actorId, entity: 'users', entityId: dealerId, action: 'update', before: { parent_id: dealer.parent_id }, after: { parent_id: parentId } });
      await record('ParentChanged', { userId: dealerId, parentId, previousParentId: dealer.parent_id, by: actorId, at: now.toISOString() });
      return { dealerId, parentId, previousParentId: dealer.parent_id };
    });

  app.post('/user/add-dealer', {
    schema: { tags: ['networks'], body: AddDealerBody, response: { 200: NetworkChange, 404: ErrorSchema, 409: ErrorSchema } }, config: ADMIN,
  }, async (request) => move(currentUser(request).id, request.body.dealerId, request.body.distributorId, true));

  app.post('/user/remove-dealer', {
    schema: { tags: ['networks'], body: RemoveDealerBody, response: { 200: NetworkChange, 404: ErrorSchema } }, config: ADMIN,
  }, async (request) => move(currentUser(request).id, request.body.dealerId, request.body.distributorId, false));
};
