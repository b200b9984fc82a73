import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { Type } from 'typebox';
import type { Role } from '../../../tables/users/table.js';
import { isCouponCode, normaliseCouponCode } from '../../../events/coupons/code.js';
import { COUPON_NOT_FOUND, CouponRefused } from '../../../events/coupons/errors.js';
import { COUPON_SORTABLE, findCoupon, listCoupons, type CouponFilter } from '../../../projections/coupons/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList, textFilter } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { checkCoupon, runCouponCommand } from '../../services/coupons.js';
import { actorOf } from '../credit/commands.js';
import { toCoupon } from './record.js';
import { CodeParams, Coupon, CreateBody, UpdateBody, ValidateBody, Validation } from './schemas.js';

// Spec section 7: coupon/index, create, update (Admin; Support may view, spec section 6) and
// validate (those who order). Commands go through handleCommand on the coupon's stream
// (api/services/coupons.ts); lists and validation read the coupons read model.

const ADMIN: readonly Role[] = ['Admin'];
const VIEWERS: readonly Role[] = ['Admin', 'Support'];
const ORDERING: readonly Role[] = ['Admin', 'Distributor', 'Dealer', 'SubDealer'];
const ANSWERS = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };

const SORT = {
  id: 'code', code: 'code', discountPercent: 'discount_percent', validFrom: 'valid_from', validUntil: 'valid_until',
  uses: 'uses', active: 'active', createdAt: 'created_at', updatedAt: 'updated_at',
} as const satisfies Record<string, (typeof COUPON_SORTABLE)[number]>;

const booleanFilter = (value: unknown) => (typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined);
/** react-admin's getMany sends `filter: { id: [...] }` with codes. */
const codesFilter = (value: unknown) => (value === undefined || value === null ? undefined : (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string').map(normaliseCouponCode));
const filterOf = (f: Record<string, unknown>): CouponFilter => ({ q: textFilter(f.q), active: booleanFilter(f.active), codes: codesFilter(f.id) });

/** A code from a path or a body, normalised; one that cannot exist is not found. */
const codeOf = (typed: string) => {
  const code = normaliseCouponCode(typed);
  if (!isCouponCode(code)) throw new CouponRefused(404, COUPON_NOT_FOUND);
  return code;
};
const iso = (value: string | null | undefined) => (value === undefined || value === null ? value : new Date(value).toISOString());

export const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (code: string) => {
    const row = await findCoupon(app.db, code);
    if (!row) throw new HttpError(404, COUPON_NOT_FOUND);
    return toCoupon(row, app.now());
  };

  const list = { schema: { tags: ['coupon'], querystring: ListQuery, response: { 200: Type.Array(Coupon), 400: ErrorSchema, 403: ErrorSchema } }, config: { roles: VIEWERS } };
  const listHandler = async (request: { query: ListQuery }, reply: Parameters<typeof sendList>[0]) => {
    const params = parseColumnListQuery(request.query, SORT, 'createdAt', 'DESC');
    const { rows, total } = await listCoupons(app.db, filterOf(params.filter), params);
    const now = app.now();
    return sendList(reply, 'coupon', params, rows.map((row) => toCoupon(row, now)), total);
  };
  app.get('/coupon', list, listHandler);
  // The spec's name of the same list (section 7: coupon/index).
  app.get('/coupon/index', list, listHandler);

  app.get('/coupon/:code', { schema: { tags: ['coupon'], params: CodeParams, response: { 200: Coupon, ...ANSWERS } }, config: { roles: VIEWERS } },
    async (request) => answer(codeOf(request.params.code)));

  app.post('/coupon/create', { schema: { tags: ['coupon'], body: CreateBody, response: { 201: Coupon, ...ANSWERS } }, config: { roles: ADMIN } }, async (request, reply) => {
    const { code: typed, discountPercent, validFrom, validUntil, maxUses, maxUsesPerDealer, active, description } = request.body;
    const code = normaliseCouponCode(typed);
    await runCouponCommand(app, code, {
      type: 'CreateCoupon', code, eventId: randomUUID(), actor: actorOf(currentUser(request)), at: app.now().toISOString(),
      discountPercent, validFrom: iso(validFrom) ?? null, validUntil: iso(validUntil) ?? null, maxUses: maxUses ?? null,
      maxUsesPerDealer: maxUsesPerDealer ?? null, active: active ?? true, description: description ?? null,
    });
    return reply.code(201).send(await answer(code));
  });

  app.put('/coupon/update/:code', { schema: { tags: ['coupon'], params: CodeParams, body: UpdateBody, response: { 200: Coupon, ...ANSWERS } }, config: { roles: ADMIN } },
    async (request) => {
      const code = codeOf(request.params.code);
      const { discountPercent, validFrom, validUntil, maxUses, maxUsesPerDealer, active, description } = request.body;
      await runCouponCommand(app, code, {
        type: 'UpdateCoupon', code, eventId: randomUUID(), actor: actorOf(currentUser(request)), at: app.now().toISOString(),
        changes: { discountPercent, validFrom: iso(validFrom), validUntil: iso(validUntil), maxUses, maxUsesPerDealer, active, description },
      });
      return answer(code);
    });

  // The order screen checks a coupon before pricing; the order itself redeems it (redeemCoupon).
  app.post('/coupon/validate', { schema: { tags: ['coupon'], body: ValidateBody, response: { 200: Validation, ...ANSWERS } }, config: { roles: ORDERING } },
    async (request) => {
      const coupon = await checkCoupon(app.db, request.body.code, currentUser(request).id, app.now());
      return { code: coupon.code, discountPercent: coupon.percent, validUntil: coupon.validUntil };
    });
};
