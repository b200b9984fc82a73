import { Type, type Static } from 'typebox';
import { CREDIT_ORDER_STATUSES } from '../../../events/creditOrders/events.js';
import { PAYMENT_METHODS } from '../../../events/payments/fees.js';
import { Amount } from '../credit/schemas.js';

export const PaymentMethodSchema = Type.Enum(PAYMENT_METHODS);
const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const PromotionLine = Type.Object({
  promotionId: Type.String(), title: Type.String(), discountPercent: Type.Number(), discount: Type.Number(), listPrice: Type.Number(),
});

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** `fromHouse`: buy from the portal rather than the selling parent (offered when the parent cannot deliver). */
export const PlaceBody = Type.Object({ credits: Amount, paymentMethod: PaymentMethodSchema, description: Text(500), fromHouse: Type.Optional(Type.Boolean()) });
export const OfferBody = Type.Object({
  buyerId: Type.String({ format: 'uuid' }), credits: Amount, price: Type.Optional(Type.Union([Amount, Type.Null()])),
  paymentMethod: PaymentMethodSchema, description: Text(500),
});
export const UpdateBody = Type.Object({
  credits: Type.Optional(Amount), price: Type.Optional(Type.Union([Amount, Type.Null()])), paymentMethod: Type.Optional(PaymentMethodSchema), description: Text(500),
});
export const NotifyBody = Type.Object({ reference: Text(200) });
export const ConfirmBody = Type.Object({ amount: Type.Optional(Type.Union([Amount, Type.Null()])), reference: Text(200) });
export const CancelBody = Type.Object({ reason: Text(500) });

export const CreditOrderRecord = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  buyerId: Type.String(),
  buyerName: Nullable(Type.String()),
  sellerId: Type.String(),
  sellerName: Nullable(Type.String()),
  /** Where a selling parent's buyer asks for its bank details (the portal keeps none for it). */
  sellerEmail: Nullable(Type.String()),
  credits: Type.Number(),
  /** EUR. */
  price: Type.Number(),
  fee: Type.Number(),
  feePercent: Type.Number(),
  total: Type.Number(),
  paidAmount: Type.Number(),
  dueAmount: Type.Number(),
  paymentMethod: PaymentMethodSchema,
  status: Type.Enum(CREDIT_ORDER_STATUSES),
  description: Nullable(Type.String()),
  paymentReference: Nullable(Type.String()),
  /** The ledger has credited the buyer. */
  credited: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  confirmedAt: Nullable(Type.String()),
  invoiceId: Nullable(Type.String()),
  /** The Sales CRM promotion that took `discount` EUR off the table's `listPrice` (issue 14); null: none. */
  promotion: Type.Union([PromotionLine, Type.Null()]),
});
export type CreditOrderRecord = Static<typeof CreditOrderRecord>;

export const TimelineEntry = Type.Object({
  id: Type.String(), type: Type.String(), at: Type.String(), actorId: Nullable(Type.String()),
  amount: Type.Optional(Type.Number()), reference: Type.Optional(Nullable(Type.String())), provider: Type.Optional(Type.String()),
});
export const CreditOrderView = Type.Intersect([CreditOrderRecord, Type.Object({ timeline: Type.Array(TimelineEntry) })]);

export const PaymentDraftSchema = Type.Object({
  orderId: Nullable(Type.String()),
  dealerId: Type.String(),
  email: Type.String(),
  amount: Type.Number(),
  fee: Type.Number(),
  amount_original: Type.Number(),
  description: Type.String(),
  items: Type.Array(Type.Object({ name: Type.String(), credits: Type.Number(), amount: Type.Number() })),
  payment_method_types: Type.Array(Type.String()),
  origin: Type.String(),
  percentageFee: Type.Number(),
});
export const DraftQuery = Type.Object({ credits: Type.String({ maxLength: 20 }), paymentMethod: Type.Optional(PaymentMethodSchema), fromHouse: Type.Optional(Type.Enum(['true', 'false'])) });
export const DraftReply = Type.Intersect([PaymentDraftSchema, Type.Object({
  credits: Type.Number(),
  sellerId: Type.String(),
  paymentMethod: PaymentMethodSchema,
  /** The seller holds the credits now; when false the order is refused and the house can sell instead. */
  sellerCanCover: Type.Boolean(),
  /** Every method the caller may choose for this seller, with its fee and whether it is paid online (else by bank transfer). */
  paymentMethods: Type.Array(Type.Object({ method: PaymentMethodSchema, feePercent: Type.Number(), online: Type.Boolean() })),
  /** EUR: the table's price before a promotion; `amount_original` is after it. */
  listPrice: Type.Number(),
  /** The Sales CRM promotion this purchase gets now (issue 14), a line of its own; null: none. */
  promotion: Type.Union([Type.Object({ promotionId: Type.String(), title: Type.String(), discountPercent: Type.Number(), discount: Type.Number() }), Type.Null()]),
})]);
export const CheckoutReply = Type.Object({ url: Type.String(), sessionId: Type.String() });
export const CanBuySaleReply = Type.Object({ canBuy: Type.Boolean(), canSale: Type.Boolean(), sellerId: Nullable(Type.String()) });
