import type { InvoiceDocument } from '../../../api/services/invoices/document';
import type { ApiAnswer, ApiBody } from '../providers/apiTypes';

/**
 * Shapes of the "Invoices" section of CONTRACT.md. Type-only imports of the API's own types, so
 * the admin cannot drift from the server (nothing of api/ is bundled).
 */
export type { InvoiceParty } from '../../../events/invoices/events';
/** GET /api/invoices and /api/invoices/:id. */
export type Invoice = InvoiceDocument;

/** GET invoice-numeration/index: the numeration with the house's payment details and descriptions. */
export type Numeration = ApiAnswer<'/api/invoice-numeration/index'>;
export type InvoicePayment = Numeration['payments'][number];
export type InvoiceDescription = Numeration['descriptions'][number];
/** What POST invoice-numeration/save takes. */
export type NumerationSettings = ApiBody<'/api/invoice-numeration/save'>;
