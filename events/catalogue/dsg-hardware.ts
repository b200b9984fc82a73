import { DSG_HARDWARE_COSTS, INVOICE_NUMBER_LENGTH, PRICE_ON_REQUEST, type DsgHardwareChoice } from '../constants.js';

// DSG hardware modification (spec sections 3, 5 and 9): Not installed costs 195; Mechatronic,
// Gearbox and Other cost 0 but need the invoice number of the hardware, 5 to 10 characters.

export const DSG_HARDWARE_CHOICES = Object.keys(DSG_HARDWARE_COSTS) as DsgHardwareChoice[];

export const isDsgHardwareChoice = (value: string): value is DsgHardwareChoice => (DSG_HARDWARE_CHOICES as string[]).includes(value);

export const dsgHardwareCost = (choice: DsgHardwareChoice): number => DSG_HARDWARE_COSTS[choice];

/** Hardware that is installed is proven by its invoice. */
export const needsInvoiceNumber = (choice: DsgHardwareChoice): boolean => choice !== 'not_installed';

export type InvoiceNumberProblem = { field: 'invoiceNumber'; rule: 'required' } | { field: 'invoiceNumber'; rule: 'minmax'; min: number; max: number };

/** What is wrong with the choice's extra data, or null (the invoice number is trimmed first). */
export const dsgHardwareProblem = (choice: DsgHardwareChoice, invoiceNumber?: string | null): InvoiceNumberProblem | null => {
  if (!needsInvoiceNumber(choice)) return null;
  const text = (invoiceNumber ?? '').trim();
  if (text === '') return { field: 'invoiceNumber', rule: 'required' };
  const { min, max } = INVOICE_NUMBER_LENGTH;
  return text.length < min || text.length > max ? { field: 'invoiceNumber', rule: 'minmax', min, max } : null;
};

/** The original file's price: free for TVS hardware, otherwise on request (9999). */
export const originalFilePrice = (tvsHardware: boolean): number => (tvsHardware ? 0 : PRICE_ON_REQUEST);
