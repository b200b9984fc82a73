import { INVOICE_NUMBER_LENGTH } from '../constants.js';
import { problem } from '../problem.js';

// Refusals of software order commands. Spec texts first ("Insufficient funds", the invoice number
// length), then ours.
export { CREDIT_LIMIT_REACHED, INSUFFICIENT_FUNDS, INVALID_AMOUNT, ON_REQUEST_NEEDS_BALANCE } from '../credit/errors.js';
export const ORDER_NOT_FOUND = problem('SOFTWARE_ORDER_NOT_FOUND', 'Order not found');
export const ORDER_EXISTS = problem('SOFTWARE_ORDER_EXISTS', 'This order already exists');
export const FILE_REQUIRED = problem('ORDER_FILE_REQUIRED', 'Upload the original {unit} file first');
export const WRONG_STAGE = problem('ORDER_STAGE_INVALID', 'The stage {stage} is not offered for this order type');
export const HARDWARE_REQUIRED = problem('DSG_HARDWARE_REQUIRED', 'Choose the DSG hardware modification');
export const INVOICE_NUMBER_INVALID = problem('ORDER_INVOICE_NUMBER_LENGTH', 'The hardware invoice number must have between {min} and {max} characters', INVOICE_NUMBER_LENGTH);
export { ORDER_SECTION_REFUSED as SECTION_NOT_ALLOWED } from '../orderSection/order-section.js';
export const QUOTE_CHANGED = problem('QUOTE_CHANGED', 'The price changed since you saw it: check the new total and pay again');
export const NOT_ON_REQUEST = problem('ORDER_NOT_ON_REQUEST', 'Only an order with a price on request can be priced');
export const ALREADY_PRICED = problem('ORDER_ALREADY_PRICED', 'This order is already paid');
export const ORDER_VOID = problem('ORDER_VOID', 'This order was not paid and does not exist');
export const STATUS_MOVE_NOT_ALLOWED = problem('STATUS_MOVE_NOT_ALLOWED', 'An order in {from} cannot be moved to {to} by you');
export const NOT_PAID_YET = problem('ORDER_NOT_PAID', 'This order waits for its payment');
export const ORDER_TAKEN = problem('ORDER_TAKEN', 'Another calibrator has taken this order');
export const ORDER_CLOSED = problem('ORDER_CLOSED', 'This order is closed');
export const NOT_YOUR_ORDER = problem('ORDER_NOT_ASSIGNED_TO_YOU', 'Take this order first: it is not assigned to you');
export const REJECTION_REASON_REQUIRED = problem('REJECTION_REASON_REQUIRED', 'State the reason of the rejection');
export const NOT_DELIVERABLE = problem('ORDER_NOT_DELIVERABLE', 'A tuned file cannot be delivered for an order in {status}');
export const TUNED_FILE_REQUIRED = problem('TUNED_FILE_REQUIRED', 'Upload at least one tuned file');
export const TUNED_FILE_UNIT = problem('TUNED_FILE_UNIT', 'This order has no {unit} file to tune');
export const NOT_REJECTED = problem('ORDER_NOT_REJECTED', 'Only a rejected order takes a corrected read');
export const REFUND_PENDING = problem('ORDER_REFUND_PENDING', 'The refund of the rejected round is still being made. Try again in a moment.');
export const NOT_COMPLETED = problem('WARRANTY_NOT_COMPLETED', 'Only a completed order can be claimed under warranty');
export const WARRANTY_OPEN = problem('WARRANTY_ALREADY_OPEN', 'This order has an open warranty case');
export const WARRANTY_REASON_REQUIRED = problem('WARRANTY_REASON_REQUIRED', 'State the reason of the warranty claim');
export const NO_WARRANTY = problem('WARRANTY_NOT_FOUND', 'This order has no warranty case');
export const WARRANTY_MOVE_NOT_ALLOWED = problem('WARRANTY_MOVE_NOT_ALLOWED', 'A warranty case in {from} cannot be moved to {to}');
export const WARRANTY_REFUND_TOO_HIGH = problem('WARRANTY_REFUND_TOO_HIGH', 'A warranty refund can be at most what the dealer paid: {max}');
export const SAME_PRICE = problem('ORDER_SAME_PRICE', 'The order already has this price');
