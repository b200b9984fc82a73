export { InvoiceViewPage } from './InvoiceViewPage';
export { InvoiceSettingsPage } from './InvoiceSettingsPage';
export { PublicInvoicePage } from './PublicInvoicePage';
export type { Invoice } from './types';
