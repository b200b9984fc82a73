import type { CreditOrderStatus } from '../../../events/creditOrders/events.js';
import type { PaymentMethod } from '../../../events/constants.js';
import { toCredits } from '../../../events/credit/credits.js';
import { toEuros } from '../../../events/payments/fees.js';
import type { RecordedEvent } from '../../../events/store/port.js';
import type { NamedCreditOrder } from '../../../projections/creditOrders/queries.js';
import type { CreditOrderRecord } from './schemas.js';

/** The house's name when the invoice settings give none (they always do: the column has a default). */
export const HOUSE_NAME = 'House';

/** A credit order row as the API shows it: credits as numbers, money in EUR, names joined. */
export const toCreditOrderRecord = (row: NamedCreditOrder): CreditOrderRecord => ({
  id: row.id,
  number: Number(row.number),
  buyerId: row.buyer_id,
  buyerName: row.buyer_name ?? row.buyer_email,
  sellerId: row.seller_id,
  sellerName: row.seller_name ?? (row.seller_id === 'house' ? HOUSE_NAME : row.seller_email),
  sellerEmail: row.seller_id === 'house' ? null : row.seller_email,
  credits: toCredits(Number(row.credits)),
  price: toEuros(Number(row.price)),
  fee: toEuros(Number(row.fee)),
  feePercent: Number(row.fee_percent),
  total: toEuros(Number(row.total)),
  paidAmount: toEuros(Number(row.paid_amount)),
  dueAmount: toEuros(Math.max(0, Number(row.total) - Number(row.paid_amount))),
  paymentMethod: row.payment_method as PaymentMethod, // the projection only writes the events' methods and statuses
  status: row.status as CreditOrderStatus,
  description: row.description,
  paymentReference: row.payment_reference,
  credited: row.credited,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  confirmedAt: row.confirmed_at?.toISOString() ?? null,
  invoiceId: row.invoice_id,
  promotion: row.promotion ? { ...row.promotion, discount: toEuros(row.promotion.discount), listPrice: toEuros(row.promotion.listPrice) } : null,
});

/** One entry per event of the order's stream, for the order's timeline. */
export const toTimelineEntry = (event: RecordedEvent) => {
  const data = event.data as { at: string; actorId?: string | null; amount?: number; reference?: string | null; provider?: string };
  return {
    id: event.id, type: event.type, at: data.at, actorId: data.actorId ?? null,
    ...(event.type === 'PaymentReceived' ? { amount: toEuros(data.amount ?? 0), reference: data.reference ?? null, provider: data.provider } : {}),
    ...(event.type === 'PaymentNotified' ? { reference: data.reference ?? null } : {}),
  };
};
