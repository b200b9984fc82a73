import { INVOICE_NUMBER_LENGTH } from '../constants.js';
import { problem } from '../problem.js';

// Refusals of software order commands. Spec texts first ("Insufficient funds", the invoice number
// length), then ours.
export { INSUFFICIENT_FUNDS, INVALID_AMOUNT } from '../credit/errors.js';
export const CREDIT_LIMIT_REACHED = problem('CREDIT_LIMIT_REACHED', 'You have reached your credit limit: pay what you owe before ordering');
export const ON_REQUEST_NEEDS_BALANCE = problem('ON_REQUEST_NEEDS_BALANCE', 'A price on request needs a balance above 0');
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
