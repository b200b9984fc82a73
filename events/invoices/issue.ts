import { DEFAULT_NUMERATION, formatInvoiceNumber } from './numeration.js';
import type { InvoiceEvent, InvoiceIssued, InvoiceNumeration, IssuedInvoice } from './events.js';
import { unreachable } from '../unreachable.js';

// The decider of the invoice stream: numbering and issuing. Pure: the parties, payment details and
// notes as they are now arrive on the command; the number is the only thing decided here.

export type InvoiceBook = {
  numeration: InvoiceNumeration;
  /** The highest number issued per prefix: a number is never given out twice. */
  lastByPrefix: Record<string, number>;
  invoicedOrders: Set<string>;
};

export const emptyInvoiceBook = (): InvoiceBook => ({ numeration: DEFAULT_NUMERATION, lastByPrefix: {}, invoicedOrders: new Set() });

export const evolveInvoiceBook = (book: InvoiceBook, event: InvoiceEvent): InvoiceBook => {
  switch (event.type) {
    case 'InvoiceNumerationSet': {
      const { prefix, numberLength, nextNumber } = event.data;
      return { ...book, numeration: { prefix, numberLength, nextNumber } };
    }
    case 'InvoiceIssued': {
      const { prefix, sequence, orderId } = event.data;
      const lastByPrefix = { ...book.lastByPrefix, [prefix]: Math.max(book.lastByPrefix[prefix] ?? 0, sequence) };
      return { ...book, lastByPrefix, invoicedOrders: new Set(book.invoicedOrders).add(orderId) };
    }
    default:
      return unreachable('invoice event', event);
  }
};

/** Everything printed on the invoice but its number. */
export type IssueInvoice = { type: 'IssueInvoice'; eventId: string; invoice: Omit<IssuedInvoice, 'number' | 'prefix' | 'sequence'> };

/** The number the next invoice gets: the configured next number, past any number already used with the prefix. */
export const nextInvoiceSequence = (book: InvoiceBook): number =>
  Math.max(book.numeration.nextNumber, (book.lastByPrefix[book.numeration.prefix] ?? 0) + 1);

/** One invoice per order: issuing an order's invoice again decides nothing. */
export const decideIssue = (command: IssueInvoice, book: InvoiceBook): InvoiceIssued[] => {
  if (book.invoicedOrders.has(command.invoice.orderId)) return [];
  const { prefix, numberLength } = book.numeration;
  const sequence = nextInvoiceSequence(book);
  return [{ id: command.eventId, type: 'InvoiceIssued', data: { ...command.invoice, prefix, sequence, number: formatInvoiceNumber(prefix, sequence, numberLength) } }];
};
