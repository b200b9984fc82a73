/** Shapes of the "Invoices" section of CONTRACT.md. */
export interface InvoiceParty {
  id: string;
  name: string;
  email: string | null;
  country: string | null;
  address: string | null;
  vatId: string | null;
}

export interface Invoice {
  id: string;
  number: string;
  orderId: string;
  buyerId: string;
  sellerId: string;
  buyer: InvoiceParty;
  seller: InvoiceParty;
  credits: number;
  unitPrice: number;
  price: number;
  feePercent: number;
  fee: number;
  subtotal: number;
  vatPercent: number;
  vat: number;
  total: number;
  currency: string;
  paymentMethod: string;
  description: string | null;
  paymentDetails: { name: string; details: string }[];
  notes: string[];
  orderedAt: string;
  issuedAt: string;
  publicPdfPath: string;
}

export interface InvoicePayment {
  id: number;
  name: string;
  details: string;
  active: boolean;
  position: number;
}

export interface InvoiceDescription {
  id: number;
  text: string;
  active: boolean;
  position: number;
}

export interface NumerationSettings {
  prefix: string;
  numberLength: number;
  nextNumber: number;
  companyName?: string;
  companyAddress?: string;
  companyEmail?: string;
  companyCountry?: string;
  companyVatId?: string;
}

export interface Numeration extends Required<NumerationSettings> {
  nextInvoiceNumber: string;
  payments: InvoicePayment[];
  descriptions: InvoiceDescription[];
}
