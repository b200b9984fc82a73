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

// Upper bounds of the credit amounts a person types (the spec gives none): far above any real
// order or transfer, far below where a typo (9,999,999,999) would move anything. Above them the
// answer is the spec's "Please enter a valid amount".
/** Most credits one credit order (purchase or offer) may buy. */
export const MAX_CREDIT_ORDER_CREDITS = 100_000;
/** Most credits one transfer, deduction or order-without-balance limit may move; also the most EUR a price may be. */
export const MAX_CREDIT_AMOUNT = 1_000_000;

/** At or below this balance the top bar warns in red. */
export const LOW_BALANCE_THRESHOLD = 1000;
/** Price on request is coded as 9999. */
export const PRICE_ON_REQUEST = 9999;
export const MAX_DISCOUNT_PERCENT = 65;
export const UPGRADE_DISCOUNT_YEARS = 3;
export const NOTIFICATION_TEXT_MAX = 130;

// Upload limits (spec section 5's three readings, and which upload takes which): events/uploads/limits.ts.

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

// Catalogue (spec sections 3, 4 and 9).

/** ECU stages in order; 2.1 is "TWO +" (2+). */
export const ECU_STAGES = ['1', '2', '2.1', '3', '4'] as const;
export type EcuStage = (typeof ECU_STAGES)[number];
/** A vehicle's field for each ECU stage (spec section 3: One, Two, TwoPlus, Three, Four). */
export const ECU_STAGE_FIELDS = { '1': 'One', '2': 'Two', '2.1': 'TwoPlus', '3': 'Three', '4': 'Four' } as const satisfies Record<EcuStage, string>;
/**
 * DSG adds Stock and the original file to the ECU stages. Our reading of section 9's DSG list
 * ("Stock, Original File, Drivability"): Stock and Drivability are one stage, the gearbox's own
 * tune kept at stock torque, ordered as `Stock` and named Drivability on every screen and certificate.
 */
export const DSG_STAGES = ['original_file', 'Stock', ...ECU_STAGES] as const;
export type DsgStage = (typeof DSG_STAGES)[number];
/** The tuned DSG stages an offer prices, in order (the ECU stages; Stock and the original file are priced apart). */
export const TUNED_DSG_STAGES = ECU_STAGES;
export type Stage = DsgStage;
export const STAGE_NAMES = {
  '1': 'STAGE ONE',
  '2': 'STAGE TWO',
  '2.1': 'STAGE TWO +',
  '3': 'STAGE THREE',
  '4': 'STAGE FOUR',
  Stock: 'Drivability',
  original_file: 'Original File',
} as const satisfies Record<Stage, string>;
/** Labels of the stage lists: ECU Stage 1, 2, 2+, 3, 4; DSG also Stock, Original File, Drivability. */
export const ECU_STAGE_LIST = ['Stage 1', 'Stage 2', 'Stage 2+', 'Stage 3', 'Stage 4'] as const;
export const DSG_STAGE_LIST = ['Stock', 'Original File', 'Drivability', ...ECU_STAGE_LIST] as const;

export const ORDER_TYPES = ['ECU', 'DSG', 'ECU + DSG'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** ECU + DSG combinations on offer, as `ecuStage-dsgStage`. */
export const COMBINED_OPTIONS = ['1-1', '2-2', '2-2.1', '2.1-2.1', '2-3', '2.1-3', '2.1-4', '3-3', '3-4', '4-3', '4-4'] as const;
export type ComboId = (typeof COMBINED_OPTIONS)[number];
/** The stages an order of each type names: spec section 9's stage lists and combined options. */
export const ORDER_STAGES = { ECU: ECU_STAGES, DSG: DSG_STAGES, 'ECU + DSG': COMBINED_OPTIONS } as const satisfies Record<OrderType, readonly string[]>;
export type OrderStage = (typeof ORDER_STAGES)[OrderType][number];
/** Every stage value an order may name, whatever its type (the API's list of the `stage` field). */
export const ORDER_STAGE_VALUES: OrderStage[] = [...new Set<OrderStage>(Object.values(ORDER_STAGES).flat())];

export const GEARBOX_FAMILIES = ['DQ200', 'DQ250', 'DQ380', 'DQ381', 'DQ400', 'DQ500', 'DL382', 'DL501', 'Multitronic', 'Automatic', 'DL800'] as const;
export type GearboxFamily = (typeof GEARBOX_FAMILIES)[number];

export const URGENCY_LEVELS = ['1 week', '2 days', '1 day', '4 hours', '2 hours', '1 hour'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];
/** An order draft's urgency before one is chosen. */
export const DEFAULT_URGENCY = '*';

/** DSG hardware modification choices and their cost in credits; all but not_installed need an invoice number (INVOICE_NUMBER_LENGTH). */
export const DSG_HARDWARE_COSTS = { not_installed: 195, mechatronic: 0, gearbox: 0, other: 0 } as const;
export type DsgHardwareChoice = keyof typeof DSG_HARDWARE_COSTS;
export const DSG_HARDWARE_LABELS = { not_installed: 'Not installed', mechatronic: 'Mechatronic', gearbox: 'Gearbox', other: 'Other' } as const satisfies Record<DsgHardwareChoice, string>;

/** Shown for a stage figure or price the catalogue does not give. */
export const ON_REQUEST = 'On request';
export const VIN_LENGTHS = [17, 18] as const;
export const VIN_SEARCH_LENGTH = 17;
export const CURRENCY_DECIMALS = 2;

/**
 * Live socket events that move the administrators' sidebar counters (spec section 7 names newUser,
 * newCustomProduct, newOrderSoftware, newTicket and newCustomOrder; the customer's payment notice has no spec name). No data: the sidebar refetches.
 */
export const MENU_COUNTER_EVENTS = ['newUser', 'newCustomProduct', 'newPaymentClientConfirm', 'newOrderSoftware', 'newTicket', 'newCustomOrder'] as const;
export type MenuCounterEvent = (typeof MENU_COUNTER_EVENTS)[number];

// Original ECU/TCU reads uploaded for a software order (their size: events/uploads/limits.ts).
/** The two kinds of original read: engine (ECU) and gearbox (TCU). */
export const ORIGINAL_FILE_KINDS = ['ECU', 'TCU'] as const;
export type OriginalFileKind = (typeof ORIGINAL_FILE_KINDS)[number];
// Order section (spec sections 3, 6 and 7): the parts of ECU-COMBO-DSG a user may order; none means all.
export const ORDER_SECTIONS = ['ECU', 'COMBO', 'DSG'] as const;
export type OrderSection = (typeof ORDER_SECTIONS)[number];
/** The section an order of each type falls in: ECU + DSG is the combo. */
export const ORDER_TYPE_SECTION = { ECU: 'ECU', DSG: 'DSG', 'ECU + DSG': 'COMBO' } as const satisfies Record<OrderType, OrderSection>;

// Order chat (issue 10, spec sections 2 and 9).
/** The longest chat message a person may send (ours: a long explanation, never a pasted file). */
export const ORDER_CHAT_TEXT_MAX = 5_000;
/** The most files one chat message may carry. */
export const ORDER_CHAT_ATTACHMENTS_MAX = 10;
/** The most messages one page of a chat holds. */
export const ORDER_CHAT_PAGE_MAX = 100;
/** Most percent of its dealers' order prices a distributor's price policy may give it (issue 10, OrderDistributorProfit). */
export const DISTRIBUTOR_MARGIN_MAX = 65;

/** The business's clock: the times its PDFs, spreadsheets and mails print (the screens show the reader's own). */
export const BUSINESS_TIME_ZONE = 'Europe/Amsterdam';

// Support hours (issue 11, spec sections 4 and 9).
/** The support desk's clock: its hours are Amsterdam wall time, daylight saving from the time-zone database. */
export const SUPPORT_TIME_ZONE = BUSINESS_TIME_ZONE;
/** Support opens at 08:00 and closes at 18:00 (Amsterdam time) on working days. */
export const SUPPORT_OPENS_AT_HOUR = 8;
export const SUPPORT_CLOSES_AT_HOUR = 18;
/** The support bar's countdown (and the server's open/closed check) refresh every 60 s. */
export const SUPPORT_COUNTDOWN_MS = 60_000;
/** The next closed date shows in red from 7 days before it. */
export const SUPPORT_CLOSED_DATE_WARNING_DAYS = 7;
/**
 * Socket event of spec section 7 reserved for custom orders, a feature that does not exist yet:
 * nothing emits it today; the sidebar already refetches on it (MENU_COUNTER_EVENTS).
 */
export const RESERVED_SOCKET_EVENTS = ['newCustomOrder'] as const;
/** Pushed to every socket when support opens or closes (data: the new state). */
export const SUPPORT_OPEN_CLOSE_EVENT = 'support-open-close';
/** Pushed to a socket when it is authenticated: check /version.json now (a deploy restarted the server). */
export const CHECK_VERSION_EVENT = 'handledCheckVersion';
/** Support tickets (issue 11): a title's length, a message's (characters), and the files one message carries. */
export const TICKET_TITLE_MAX = 200;
export const TICKET_TEXT_MAX = 5_000;
export const TICKET_ATTACHMENTS_MAX = 10;

/** The most rows one page of a list route answers (a larger range is cut to it); the admin's exports ask page by page. */
export const LIST_MAX_PAGE_SIZE = 500;
