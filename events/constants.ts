// Business constants of spec section 9 (and the movement kinds of section 3), named once.

export const MOVEMENT_GROUPS = ['Credits', 'Software', 'Profit'] as const;
export type MovementGroup = (typeof MOVEMENT_GROUPS)[number];

/** Movement kinds and the group each belongs to (spec section 3). */
export const MOVEMENT_KIND_GROUP = {
  CreditTransferEntity: 'Credits',
  CreditOrderEntity: 'Credits',
  CreditReFundEntity: 'Credits',
  CreditDeductedEntity: 'Credits',
  OrderSoftwareEntity: 'Software',
  OrderSoftwarePersonalFlasher: 'Software',
  RefundEntity: 'Software',
  WarrantEntity: 'Software',
  PrevOrderRefundEntity: 'Software',
  OrderRefundDifference: 'Software',
  OrderDistributorProfit: 'Profit',
} as const satisfies Record<string, MovementGroup>;
export type MovementKind = keyof typeof MOVEMENT_KIND_GROUP;
export const MOVEMENT_KINDS = Object.keys(MOVEMENT_KIND_GROUP) as MovementKind[];

/** At or below this balance the top bar warns in red. */
export const LOW_BALANCE_THRESHOLD = 1000;
/** Price on request is coded as 9999. */
export const PRICE_ON_REQUEST = 9999;
export const MAX_DISCOUNT_PERCENT = 65;
export const UPGRADE_DISCOUNT_YEARS = 3;
export const NOTIFICATION_TEXT_MAX = 130;

export const BASE_CURRENCY = { code: 'EUR', symbol: '€', price: 1, locale: 'nl-NL' } as const;
export const PREFERRED_CURRENCIES = ['USD', 'EUR', 'JPY', 'GBP', 'AUD', 'CAD', 'CHF', 'CNY', 'HKD', 'NZD'] as const;

export const INVOICE_NUMBER_LENGTH = { min: 5, max: 10 } as const;
export const INVOICE_VAT_PERCENT = 0;

/** Payment methods and their fee on the amount, in percent (spec section 9). */
export const PAYMENT_FEES = {
  card_europe: 1.4,
  card_outside_europe: 2.9,
  uae: 2,
  australia: 2,
  canada: 2,
  japan: 2,
  singapore: 2,
  uk: 2,
  usa: 2,
  worldwide: 1,
  eurozone: 0,
  ideal: 0,
  bank_transfer: 0,
} as const;
export type PaymentMethod = keyof typeof PAYMENT_FEES;

export const VERSION_CHECK_SECONDS = 60;
