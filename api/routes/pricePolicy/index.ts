import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { choosePricePolicy } from '../../../events/catalogue/price-policy.js';
import {
  accountChain, candidatePolicies, createPricePolicy, deletePricePolicy, findPricePolicy, listPricePolicies, updatePricePolicy,
  type PricePolicyFields, type PricePolicySortField,
} from '../../../tables/pricePolicy/queries.js';
import { ErrorSchema, foundOr404, HttpError } from '../../http/errors.js';
import { idFilter, ListQuery, parseColumnListQuery, sendList, textFilter, uuidsFilter } from '../../http/simple-rest.js';
import { currentUser, hasRole } from '../../plugins/auth.js';
import {
  COUNTRY_NOT_FOUND, DEFAULT_KEEPS_SCOPE, DEFAULT_NOT_DELETABLE, NOT_YOUR_NETWORK, PolicyId, PolicyQuery, PRICE_POLICY_NOT_FOUND, PricePolicy,
  PricePolicyInput, pricePolicyFields, toPricePolicy, USER_NOT_FOUND,
} from './schemas.js';
import { problem } from '../../http/errors.js';

/** price-policy is for administrators (spec section 6); which policy applies is for everyone signed in. */
const ADMIN = { roles: ['Admin'] as const };
const SORT = {
  scope: 'scope', country_id: 'country_id', discount_after_a_year: 'discount_after_a_year', minimum_price: 'minimum_price', updatedAt: 'updated_at',
} as const satisfies Record<string, PricePolicySortField>;
const Responses = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

const isDefault = (row: { country_id: string | null; dealer_id: string | null }) => row.country_id === null && row.dealer_id === null;
const scopeFilter = (value: unknown) => (value === 'default' || value === 'country' || value === 'dealer' ? value : undefined);

/** The database's answer to a duplicate scope, said for the scope at hand. */
const DEALER_HAS_POLICY = problem('DEALER_HAS_POLICY', 'There is already a price policy for this dealer');
const COUNTRY_HAS_POLICY = problem('COUNTRY_HAS_POLICY', 'There is already a price policy for this country');
const DEFAULT_POLICY_EXISTS = problem('DEFAULT_POLICY_EXISTS', 'There is already a default price policy');
const conflictMessage = (fields: PricePolicyFields) => (fields.dealer_id ? DEALER_HAS_POLICY : fields.country_id ? COUNTRY_HAS_POLICY : DEFAULT_POLICY_EXISTS);

export const pricePolicyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Unknown country or dealer: a 400 naming the field, before the foreign key would refuse it. */
  const checkReferences = async (fields: PricePolicyFields) => {
    if (fields.country_id && !(await app.db.selectFrom('countries').select('id').where('id', '=', fields.country_id).executeTakeFirst())) {
      throw new HttpError(400, COUNTRY_NOT_FOUND, { field: 'country_id' });
    }
    if (fields.dealer_id && !(await app.db.selectFrom('users').select('id').where('id', '=', fields.dealer_id).executeTakeFirst())) {
      throw new HttpError(400, USER_NOT_FOUND, { field: 'dealer_id' });
    }
  };
  const saving = async <T>(fields: PricePolicyFields, write: () => Promise<T>): Promise<T> => {
    await checkReferences(fields);
    try {
      return await write();
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new HttpError(409, conflictMessage(fields));
      throw error;
    }
  };

  /** Spec section 7: the policy that applies to a dealer; the most specific one wins (events/catalogue/price-policy.ts). */
  app.get('/common/price-policy', { schema: { tags: ['price-policy'], querystring: PolicyQuery, response: { 200: PricePolicy, ...Responses } } },
    async (request) => {
      const user = currentUser(request);
      const admin = hasRole(user, ['Admin']);
      const dealerId = request.query.dealer_id ?? (admin ? undefined : user.id);
      const chain = dealerId ? await accountChain(app.db, dealerId) : [];
      if (!admin && !chain.some((account) => account.id === user.id)) throw new HttpError(403, NOT_YOUR_NETWORK);
      if (dealerId && !chain.length) throw new HttpError(404, USER_NOT_FOUND);
      const dealerCountry = chain[0]?.country_id ?? null;
      const asked = request.query.country_id?.trim().toUpperCase() || undefined;
      // Others may ask only about the country they (or their sub-account) belong to.
      if (!admin && asked !== undefined && asked !== dealerCountry) throw new HttpError(403, NOT_YOUR_NETWORK);
      const countryId = asked ?? dealerCountry;
      const policies = await candidatePolicies(app.db, chain.map((account) => account.id), countryId);
      const chosen = choosePricePolicy(policies, { dealerChain: chain.map((account) => account.id), countryId });
      if (!chosen) throw new HttpError(404, PRICE_POLICY_NOT_FOUND);
      return toPricePolicy(chosen.policy);
    });

  app.get('/price-policy', { schema: { tags: ['price-policy'], querystring: ListQuery, response: { 200: Type.Array(PricePolicy), 400: ErrorSchema } }, config: ADMIN },
    async (request, reply) => {
      const params = parseColumnListQuery(request.query, SORT, 'scope');
      const f = params.filter;
      const { rows, total } = await listPricePolicies(app.db, {
        scope: scopeFilter(f.scope),
        countryId: textFilter(f.country_id)?.toUpperCase(),
        dealerId: idFilter(f, 'dealer_id'),
        ids: uuidsFilter(f.id),
      }, params);
      return sendList(reply, 'price-policy', params, rows.map(toPricePolicy), total);
    });

  app.get('/price-policy/:id', { schema: { tags: ['price-policy'], params: PolicyId, response: { 200: PricePolicy, ...Responses } }, config: ADMIN },
    async (request) => toPricePolicy(foundOr404(await findPricePolicy(app.db, request.params.id), PRICE_POLICY_NOT_FOUND)));

  app.post('/price-policy', { schema: { tags: ['price-policy'], body: PricePolicyInput, response: { 201: PricePolicy, ...Responses } }, config: ADMIN },
    async (request, reply) => {
      const fields = pricePolicyFields(request.body);
      const row = await saving(fields, () => createPricePolicy(app.db, currentUser(request).id, fields, app.now()));
      return reply.code(201).send(toPricePolicy(row));
    });

  app.put('/price-policy/:id', { schema: { tags: ['price-policy'], params: PolicyId, body: PricePolicyInput, response: { 200: PricePolicy, ...Responses } }, config: ADMIN },
    async (request) => {
      const fields = pricePolicyFields(request.body);
      const row = await saving(fields, () =>
        updatePricePolicy(app.db, currentUser(request).id, request.params.id, fields, app.now(), (before) => {
          if (isDefault(before) && !isDefault(fields)) throw new HttpError(409, DEFAULT_KEEPS_SCOPE);
        }));
      if (!row) throw new HttpError(404, PRICE_POLICY_NOT_FOUND);
      return toPricePolicy(row);
    });

  app.delete('/price-policy/:id', { schema: { tags: ['price-policy'], params: PolicyId, response: { 200: PricePolicy, ...Responses } }, config: ADMIN },
    async (request) => {
      const row = await deletePricePolicy(app.db, currentUser(request).id, request.params.id, (before) => {
        if (isDefault(before)) throw new HttpError(409, DEFAULT_NOT_DELETABLE);
      });
      if (!row) throw new HttpError(404, PRICE_POLICY_NOT_FOUND);
      return toPricePolicy(row);
    });
};
