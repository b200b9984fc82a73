import { Type } from 'typebox';
import { INVOICE_NUMBER_LENGTH } from '../../../events/constants.js';
import { PREFIX_MAX_LENGTH } from '../../../events/invoices/numeration.js';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const Party = Type.Object({
  id: Type.String(), name: Type.String(), email: NullableString, country: NullableString, address: NullableString, vatId: NullableString,
});

export const Invoice = Type.Object({
  id: Type.String(),
  number: Type.String(),
  orderId: Type.String(),
  buyerId: Type.String(),
  sellerId: Type.String(),
  buyer: Party,
  seller: Party,
  credits: Type.Number(),
  unitPrice: Type.Number(),
  price: Type.Number(),
  feePercent: Type.Number(),
  fee: Type.Number(),
  subtotal: Type.Number(),
  vatPercent: Type.Number(),
  vat: Type.Number(),
  total: Type.Number(),
  currency: Type.String(),
  paymentMethod: Type.String(),
  description: NullableString,
  paymentDetails: Type.Array(Type.Object({ name: Type.String(), details: Type.String() })),
  notes: Type.Array(Type.String()),
  orderedAt: Type.String(),
  issuedAt: Type.String(),
  publicPdfPath: Type.String(),
});

export const IdParam = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const SerialParam = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) });

const Text = (maxLength: number) => Type.String({ maxLength });

/** The numbering and the portal's own details as seller (invoice-numeration/save). */
export const NumerationBody = Type.Object({
  prefix: Type.String({ description: `at most ${PREFIX_MAX_LENGTH} letters, digits and - / _ .` }),
  /** 5 to 10 (spec section 9); checked by the domain so the answer carries its text. */
  numberLength: Type.Integer({ description: `${INVOICE_NUMBER_LENGTH.min} to ${INVOICE_NUMBER_LENGTH.max}` }),
  nextNumber: Type.Integer({ description: 'from 1, fitting in numberLength digits' }),
  companyName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  companyAddress: Type.Optional(Text(500)),
  companyEmail: Type.Optional(Text(200)),
  companyCountry: Type.Optional(Text(100)),
  companyVatId: Type.Optional(Text(50)),
});
export const PreviewBody = Type.Partial(NumerationBody);

export const PaymentBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  details: Type.String({ minLength: 1, maxLength: 2000 }),
  active: Type.Optional(Type.Boolean()),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export const PaymentChanges = Type.Partial(PaymentBody);
export const Payment = Type.Object({ id: Type.Integer(), name: Type.String(), details: Type.String(), active: Type.Boolean(), position: Type.Integer() });

export const DescriptionBody = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 2000 }),
  active: Type.Optional(Type.Boolean()),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export const DescriptionChanges = Type.Partial(DescriptionBody);
export const Description = Type.Object({ id: Type.Integer(), text: Type.String(), active: Type.Boolean(), position: Type.Integer() });

export const Numeration = Type.Object({
  prefix: Type.String(),
  numberLength: Type.Integer(),
  nextNumber: Type.Integer(),
  /** The number the next confirmed credit order gets, formatted. */
  nextInvoiceNumber: Type.String(),
  companyName: Type.String(),
  companyAddress: Type.String(),
  companyEmail: Type.String(),
  companyCountry: Type.String(),
  companyVatId: Type.String(),
  payments: Type.Array(Payment),
  descriptions: Type.Array(Description),
});
