import type { NewEvent } from '../store/port.js';

// How invoices are numbered is a fact in the event store, not only a setting: the invoices
// projection numbers each confirmed credit order from these events, so a rebuild assigns the same
// numbers in the same order.

export const INVOICE_NUMERATION_STREAM = 'invoice-numeration';

export type InvoiceNumeration = { prefix: string; numberLength: number; nextNumber: number };

export type InvoiceNumerationSet = NewEvent<'InvoiceNumerationSet', InvoiceNumeration & { actorId: string; at: string }>;

export type InvoiceEvent = InvoiceNumerationSet;
export const INVOICE_EVENT_TYPES = ['InvoiceNumerationSet'] as const satisfies readonly InvoiceEvent['type'][];
