import { BUSINESS_TIME_ZONE, DEFAULT_URGENCY, DSG_HARDWARE_LABELS } from '../../../events/constants.js';
import { orderStageName, type CertificateVehicle } from '../../../events/softwareOrders/certificate.js';
import type { OrderFile, SoftwareOrderPlacedData } from '../../../events/softwareOrders/events.js';
import type { Payment, SoftwareOrderState } from '../../../events/softwareOrders/state.js';
import { STATUS_DISPLAY_NAMES } from '../../../events/softwareOrders/statuses.js';
import { toCredits } from '../../../events/credit/credits.js';
import { formatCreditAmount, formatDate, formatDateTime } from '../invoices/format.js';
import { field, note, renderPdf, section, table, title, type Doc, type RenderOptions } from './pdf.js';

// The order overview as a PDF for a role (overview-pdf/{id}/{rol}). Our reading of the roles:
// `dealer` is what the dealer ordered (vehicle, stage, options, files, status) without prices or
// internal steps, to hand to its customer; `admin` adds the price, what was charged, the payment
// state and the order's timeline.

export const OVERVIEW_ROLES = ['dealer', 'admin'] as const;
export type OverviewRole = (typeof OVERVIEW_ROLES)[number];

export type OrderOverview = {
  role: OverviewRole;
  number: number;
  placedAt: string;
  updatedAt: string;
  status: string;
  type: string;
  stageName: string;
  urgency: string;
  vin: string | null;
  vehicle: CertificateVehicle;
  dealerName: string;
  options: string[];
  dsgHardware: string | null;
  note: string | null;
  files: OrderFile[];
  /** Only for `admin`. */
  internal: { price: string; charged: string; payment: string; refusal: string | null; timeline: { at: string; summary: string }[] } | null;
};

const PAYMENT_LABELS: Record<Payment, string> = { awaiting: 'Awaiting its charge', paid: 'Paid', void: 'Not paid', priceRequested: 'Waiting for its price (on request)' };

const credits = (cents: number) => `${formatCreditAmount(toCredits(cents))} credits`;

/** The overview of a real order (one with a number) from its stream's state. */
export const orderOverview = (
  role: OverviewRole, order: SoftwareOrderPlacedData, state: SoftwareOrderState, facts: { number: number; updatedAt: Date; timeline: { at: string; summary: string }[] },
): OrderOverview => ({
  role, number: facts.number, placedAt: order.at, updatedAt: facts.updatedAt.toISOString(),
  status: state.status ? STATUS_DISPLAY_NAMES[state.status] : '', type: order.type, stageName: orderStageName(order.type, order.stage),
  urgency: order.urgency === DEFAULT_URGENCY ? 'Standard' : order.urgency, vin: order.vin,
  vehicle: { make: order.vehicle.make, model: order.vehicle.model, generation: order.vehicle.generation, engine: order.vehicle.engine, gearbox: order.vehicle.gearbox },
  dealerName: order.dealerName,
  options: order.options.map((o) => `${o.unit} ${o.name}: ${o.choice}`),
  dsgHardware: order.dsgHardware ? `${DSG_HARDWARE_LABELS[order.dsgHardware.choice]}${order.dsgHardware.invoiceNumber ? ` (invoice ${order.dsgHardware.invoiceNumber})` : ''}` : null,
  note: order.note,
  files: order.files,
  internal: role === 'admin' ? {
    price: state.price === null ? 'On request' : credits(state.price),
    charged: credits(state.charged),
    payment: state.payment ? PAYMENT_LABELS[state.payment] : '',
    refusal: state.refusal?.message ?? null,
    timeline: facts.timeline,
  } : null,
});

const draw = (doc: Doc, o: OrderOverview) => {
  title(doc, `ORDER ${o.number}`, `Order overview${o.role === 'admin' ? ' (administration)' : ''} · ${formatDate(o.placedAt)}`);
  section(doc, 'Order');
  field(doc, 'Order number', String(o.number));
  field(doc, 'Placed', formatDateTime(o.placedAt));
  field(doc, 'Last change', formatDateTime(o.updatedAt));
  field(doc, 'Status', o.status);
  field(doc, 'Order type', o.type);
  field(doc, 'Stage', o.stageName);
  field(doc, 'Urgency', o.urgency);
  field(doc, 'Dealer', o.dealerName);

  section(doc, 'Vehicle');
  field(doc, 'Vehicle', [o.vehicle.make, o.vehicle.model, o.vehicle.generation].join(' '));
  field(doc, 'Engine', o.vehicle.engine);
  if (o.vehicle.gearbox) field(doc, 'Gearbox', o.vehicle.gearbox);
  field(doc, 'VIN', o.vin ?? '—');
  if (o.options.length) field(doc, 'Options', o.options.join('\n'));
  if (o.dsgHardware) field(doc, 'DSG hardware', o.dsgHardware);
  if (o.note) field(doc, 'Note', o.note);

  section(doc, 'Original files');
  for (const file of o.files) {
    field(doc, `${file.unit} read`, `${file.name} (${file.size} bytes)`);
    field(doc, 'SHA-256', file.sha256, true);
  }

  if (o.internal) {
    section(doc, 'Payment');
    field(doc, 'Price', o.internal.price);
    field(doc, 'Charged', o.internal.charged);
    field(doc, 'Payment', o.internal.payment);
    if (o.internal.refusal) field(doc, 'Refused because', o.internal.refusal);
    section(doc, 'Timeline');
    table(doc, [120, 375], ['When', 'What happened'], o.internal.timeline.map((e) => [formatDateTime(e.at), e.summary]));
  }
  note(doc, `Times are ${BUSINESS_TIME_ZONE}.`);
};

/** The overview as a PDF; `compress: false` keeps its text readable in the file (tests). */
export const renderOverviewPdf = (o: OrderOverview, options: RenderOptions = {}): Promise<Buffer> =>
  renderPdf({ Title: `Order ${o.number}`, Subject: `Order overview (${o.role})` }, (doc) => draw(doc, o), options);
