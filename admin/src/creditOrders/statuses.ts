import type { ChipProps } from '@mui/material';
import type { CreditOrderStatus } from './types';

/** Spec section 3 status names, as translation keys (credit.orders.status.<key>) and chip colours. */
export const STATUS_KEYS: Record<CreditOrderStatus, string> = {
  Offer: 'offer',
  New: 'new',
  'Payment confirmed customer': 'confirmed_customer',
  'Partially paid': 'partially_paid',
  'Payment confirmed (admin)': 'confirmed_admin',
  Cancelled: 'cancelled',
};

export const STATUS_COLORS: Record<CreditOrderStatus, ChipProps['color']> = {
  Offer: 'secondary',
  New: 'info',
  'Payment confirmed customer': 'warning',
  'Partially paid': 'warning',
  'Payment confirmed (admin)': 'success',
  Cancelled: 'default',
};

export const CREDIT_ORDER_STATUSES = Object.keys(STATUS_KEYS) as CreditOrderStatus[];

/** The buyer may still pay (and tell the seller it paid). */
export const awaitsPayment = (status: CreditOrderStatus) => status === 'New' || status === 'Partially paid' || status === 'Payment confirmed customer';
export const isClosed = (status: CreditOrderStatus) => status === 'Payment confirmed (admin)' || status === 'Cancelled';
