import { Type, type Static, type TSchema } from 'typebox';
import { COUPON_CODE_LENGTH } from '../../../events/coupons/code.js';
import { EditBody } from '../../http/strict-body.js';

// API shapes of coupons (spec sections 5 and 7). The code is the id: react-admin reads and edits a
// coupon by it. Dates are ISO instants; null limits are unlimited, null dates open.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const When = Nullable(Type.String({ format: 'date-time', maxLength: 40 }));
const Uses = Nullable(Type.Number({ description: 'A whole number of at least 1; null = unlimited' }));

export const Coupon = Type.Object({
  id: Type.String({ description: 'The code' }),
  code: Type.String(),
  discountPercent: Type.Number({ description: 'Percent off the order, above 0 and at most 65 (spec section 5)' }),
  validFrom: Nullable(Type.String()),
  validUntil: Nullable(Type.String({ description: 'The last valid instant; null = no end' })),
  maxUses: Nullable(Type.Integer()),
  maxUsesPerDealer: Nullable(Type.Integer()),
  active: Type.Boolean(),
  description: Nullable(Type.String()),
  uses: Type.Integer({ description: 'Uses that count: redeemed by orders and not given back' }),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('scheduled'), Type.Literal('expired'), Type.Literal('used_up')], {
    description: 'What a dealer would meet now (the per-dealer limit aside)',
  }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Coupon = Static<typeof Coupon>;

const Changes = {
  discountPercent: Type.Number(),
  validFrom: Type.Optional(When),
  validUntil: Type.Optional(When),
  maxUses: Type.Optional(Uses),
  maxUsesPerDealer: Type.Optional(Uses),
  active: Type.Optional(Type.Boolean()),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
};

/** Typed codes are trimmed and upper-cased before they are checked (3 to 30 of A-Z 0-9 - _). */
export const CouponCode = Type.String({ minLength: 1, maxLength: COUPON_CODE_LENGTH.max + 20 });

export const CreateBody = Type.Object({ code: CouponCode, ...Changes });
export const UpdateBody = EditBody(Type.Object({ ...Changes, discountPercent: Type.Optional(Changes.discountPercent) }), Coupon);
export type UpdateBody = Static<typeof UpdateBody>;
export const CodeParams = Type.Object({ code: CouponCode });
export const ValidateBody = Type.Object({ code: CouponCode });
export const Validation = Type.Object({ code: Type.String(), discountPercent: Type.Number(), validUntil: Nullable(Type.String()) });
