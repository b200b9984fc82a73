import type { DsgHardwareChoice, OrderType } from '../constants.js';
import type { Cents } from '../credit/credits.js';
import type { NewEvent } from '../store/port.js';
import type { Quote } from './price.js';
import type { OrderStatus } from './statuses.js';

// A software order is an aggregate with its own stream. The placed event carries everything the
// order was sold as (vehicle, files by hash, quote lines), so a rebuild reprints it exactly; files
// are referred to by their SHA-256, never carried.

export const softwareOrderStream = (id: string) => `software-order-${id}`;
export const SOFTWARE_ORDER_STREAM_PREFIX = 'software-order-';

/** File details of spec section 3 (ecu: hardware_number, software_version, tool; tcu: hardware_number, software_version). */
export type FileDetails = { hardwareNumber: string | null; softwareVersion: string | null; tool: string | null };
/** An original read of the order: uploaded by the dealer, or a stock file (a read some paid order brought before). */
export type OrderFile = { unit: 'ECU' | 'TCU'; uploadId: string; sha256: string; size: number; name: string; details?: FileDetails; stock?: boolean };
export type OrderVehicle = {
  id: string; make: string; model: string; generation: string; engine: string; engineFamily: string; gearbox: string | null;
  /** Power and torque before and after, as the catalogue showed them (the certificate prints them). */
  figures: { stockPower: string | number | null; stockTorque: string | number | null; power: string | number | null; torque: string | number | null };
};
export type OrderOption = { unit: 'ECU' | 'DSG'; name: string; choice: string };
export type ChargeKind = 'OrderSoftwareEntity' | 'OrderSoftwarePersonalFlasher';

export type SoftwareOrderPlacedData = {
  orderId: string;
  /** A random id for the public links (certificate, overview): the order's own id may derive from an Idempotency-Key. */
  publicId: string;
  dealerId: string;
  /** The dealer and the accounts above it at the time, nearest first: who may see the order. */
  dealerChain: string[];
  dealerName: string;
  placedById: string;
  kind: ChargeKind;
  type: OrderType;
  stage: string;
  vin: string | null;
  vehicle: OrderVehicle;
  files: OrderFile[];
  options: OrderOption[];
  dsgHardware: { choice: DsgHardwareChoice; invoiceNumber: string | null } | null;
  urgency: string;
  coupon: { code: string; percent: number } | null;
  note: string | null;
  quote: Quote;
  idempotencyKey: string | null;
  at: string;
  /**
   * The distributor above the dealer and its margin in percent of the order's price (credits it
   * earns as OrderDistributorProfit once the order is paid), fixed when the order is placed. Absent before
   * issue 10 and when no distributor with a margin sits above the dealer.
   */
  profit?: { distributorId: string; percent: number } | null;
};

/** A tuned file of one delivered version. */
export type TunedFile = { unit: 'ECU' | 'TCU'; uploadId: string; sha256: string; size: number; name: string };
/** A money step the order owes after the sale; its movement id derives from the event that made it due. */
export type MoneyStep =
  | { step: 'refundDifference'; movementId: string; amount: Cents }
  | { step: 'chargeDifference'; movementId: string; amount: Cents }
  | { step: 'chargeResubmission'; movementId: string; amount: Cents }
  | { step: 'warrantyRefund'; movementId: string; amount: Cents }
  | { step: 'payProfit'; movementId: string; amount: Cents; distributorId: string }
  | { step: 'reverseProfit'; movementId: string; amount: Cents; distributorId: string };
export type WarrantyStatus = 'NEW' | 'In process' | 'Closed';

export type SoftwareOrderEventData = {
  SoftwareOrderPlaced: SoftwareOrderPlacedData;
  /** The ledger took the price (movement id derived from the order id). */
  SoftwareOrderCharged: { orderId: string; movementId: string; amount: Cents; at: string };
  /** The ledger (or the coupon) refused the payment: a new order is void; a priced on-request order waits. */
  SoftwareOrderPaymentRefused: { orderId: string; code: string; message: string; at: string };
  /** An Admin priced an on-request order; the charge follows. */
  SoftwareOrderPriceSet: { orderId: string; price: Cents; actorId: string; at: string };
  SoftwareOrderStatusChanged: { orderId: string; from: OrderStatus; to: OrderStatus; actorId: string; note: string | null; at: string };
  /** A cancelled or rejected order gave its charge back (ledger RefundEntity, movement id derived from the order). */
  SoftwareOrderRefunded: { orderId: string; movementId: string; amount: Cents; at: string };
  /** An Admin gave the order to a calibrator, or a calibrator took it (issue 10). */
  SoftwareOrderAssigned: { orderId: string; calibratorId: string; calibratorName: string; previousCalibratorId: string | null; actorId: string; at: string };
  /** A numbered version of tuned files, with the calibrator's note. */
  TunedFileDelivered: { orderId: string; version: number; files: TunedFile[]; note: string | null; calibratorId: string; at: string };
  /** The dealer answered a rejection with a corrected read: the order opens again at its price (round 2, 3...). */
  SoftwareOrderResubmitted: { orderId: string; round: number; files: OrderFile[]; note: string | null; actorId: string; at: string };
  /** An Admin changed the price of a paid order: the difference moves either way. */
  SoftwareOrderRepriced: { orderId: string; from: Cents; to: Cents; actorId: string; at: string };
  WarrantyOpened: { orderId: string; reason: string; actorId: string; at: string };
  WarrantyStatusChanged: { orderId: string; from: WarrantyStatus; to: WarrantyStatus; actorId: string; at: string };
  /** An Admin grants a warranty refund (WarrantEntity) of at most what the order's dealer paid net. */
  WarrantyRefundGranted: { orderId: string; amount: Cents; actorId: string; at: string };
  /** A money step the order owes: the settle step moves it and records MoneyMoved (or MoneyRefused). */
  SoftwareOrderMoneyDue: { orderId: string; money: MoneyStep; at: string };
  SoftwareOrderMoneyMoved: { orderId: string; movementId: string; money: MoneyStep; at: string };
  /** The ledger refused a charge (the dealer's balance): what made it due is undone. */
  SoftwareOrderMoneyRefused: { orderId: string; movementId: string; money: MoneyStep; code: string; message: string; at: string };
};

export type SoftwareOrderEventType = keyof SoftwareOrderEventData;
export type SoftwareOrderEvent = { [T in SoftwareOrderEventType]: NewEvent<T, SoftwareOrderEventData[T]> }[SoftwareOrderEventType];
export const SOFTWARE_ORDER_EVENT_TYPES = [
  'SoftwareOrderPlaced', 'SoftwareOrderCharged', 'SoftwareOrderPaymentRefused', 'SoftwareOrderPriceSet', 'SoftwareOrderStatusChanged', 'SoftwareOrderRefunded',
  'SoftwareOrderAssigned', 'TunedFileDelivered', 'SoftwareOrderResubmitted', 'SoftwareOrderRepriced', 'WarrantyOpened', 'WarrantyStatusChanged',
  'WarrantyRefundGranted', 'SoftwareOrderMoneyDue', 'SoftwareOrderMoneyMoved', 'SoftwareOrderMoneyRefused',
] as const satisfies readonly SoftwareOrderEventType[];
