import { URGENCY_LEVELS, type OrderType, type OriginalFileKind } from '../../../../events/constants';
import { dsgHardwareProblem } from '../../../../events/catalogue/dsg-hardware';
import { isOrderStage } from '../../../../events/catalogue/stages';
import { validVin } from '../../../../events/catalogue/vin';
import type { ApiBody } from '../../providers/apiTypes';
import { gearboxFamily } from '../../shared/gearbox';
import type { OrderDraft, ReadDetails } from './draft';

// What the order screen sends: the quote body (POST /api/order-software/quote) while the dealer
// chooses, and the create body (POST /api/order-software/create) when it pays.

/** Each unit tuned needs its original read: ECU for ECU, TCU for DSG, both for the combo. */
export const READS_NEEDED: Record<OrderType, OriginalFileKind[]> = { ECU: ['ECU'], DSG: ['TCU'], 'ECU + DSG': ['ECU', 'TCU'] };

export type QuoteBody = ApiBody<'/api/order-software/quote'>;
export type CreateBody = ApiBody<'/api/order-software/create'>;
export type CreateFile = CreateBody['files'][number];
type FileDetails = Pick<CreateFile, 'hardwareNumber' | 'softwareVersion' | 'tool'>;

/** The VIN as the order keeps it (trimmed, upper case), or '' when it is not a valid VIN (the server's rule, events/catalogue/vin.ts). */
export const orderVin = (vin: string): string => validVin(vin) ?? '';

const tuned = (type: OrderType) => ({ ecu: type !== 'DSG', dsg: type !== 'ECU' });

/** The quote body, or null while the draft cannot be priced yet (no vehicle, type, stage of that type or gearbox). */
export const quoteBody = (draft: OrderDraft): QuoteBody | null => {
  const { vehicle, type, stage } = draft;
  if (!vehicle || !type || !isOrderStage(type, stage)) return null;
  const units = tuned(type);
  const gearbox = gearboxFamily(draft.gearbox);
  if (units.dsg && !gearbox) return null;
  // The default urgency ('*') is sent as none.
  const urgency = URGENCY_LEVELS.find((level) => level === draft.urgency);
  const vin = orderVin(draft.vin);
  const options = draft.options.filter((o) => (o.unit === 'ECU' ? units.ecu : units.dsg));
  const { choice, invoiceNumber } = draft.dsgHardware;
  return {
    type, stage, vehicleId: vehicle.id,
    ...(units.dsg ? { gearbox } : {}),
    ...(vin ? { vin } : {}),
    ...(options.length ? { options } : {}),
    ...(units.dsg && choice ? { dsgHardware: { choice, ...(invoiceNumber.trim() ? { invoiceNumber: invoiceNumber.trim() } : {}) } } : {}),
    ...(urgency ? { urgency } : {}),
    ...(draft.coupon ? { coupon: draft.coupon.code } : {}),
    ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
  };
};

/** What the dealer still has to give before paying, in the screen's order (translation keys under software_orders.missing). */
export type Missing = 'read_ECU' | 'read_TCU' | 'vehicle' | 'gearbox' | 'type' | 'stage' | 'dsg_hardware' | 'invoice_number' | 'vin';

/** The draft has the read of `kind`: uploaded, or the stock read it orders from. */
export const hasRead = (draft: OrderDraft, kind: OriginalFileKind): boolean => draft.reads[kind] !== undefined || draft.stock?.unit === kind;

/** The typed details of an upload, without the empty ones (the API refuses an empty detail). */
export const detailsBody = (details: ReadDetails | undefined): FileDetails => {
  const body: FileDetails = {};
  for (const key of ['hardwareNumber', 'softwareVersion', 'tool'] as const) {
    const value = details?.[key].trim();
    if (value) body[key] = value;
  }
  return body;
};

const fileOf = (draft: OrderDraft, kind: OriginalFileKind): CreateFile => {
  const read = draft.reads[kind];
  if (read) return { uploadId: read.id, ...detailsBody(read.details) };
  return { stockSha256: draft.stock!.sha256, unit: kind };
};

export const missingForPayment = (draft: OrderDraft): Missing[] => {
  const missing: Missing[] = [];
  const vin = draft.vin.trim();
  if (vin && !orderVin(vin)) missing.push('vin');
  if (!draft.vehicle) missing.push('vehicle');
  if (!draft.type) return [...missing, 'type'];
  for (const kind of READS_NEEDED[draft.type]) if (!hasRead(draft, kind)) missing.push(`read_${kind}`);
  if (draft.type !== 'ECU' && draft.vehicle && !draft.gearbox) missing.push('gearbox');
  if (!draft.stage) missing.push('stage');
  if (draft.type !== 'ECU') {
    const { choice, invoiceNumber } = draft.dsgHardware;
    if (!choice) missing.push('dsg_hardware');
    else if (dsgHardwareProblem(choice, invoiceNumber)) missing.push('invoice_number');
  }
  return missing;
};

/** The create body: the quote body, the reads the type needs and the total the dealer saw. */
export const createBody = (draft: OrderDraft, expectedTotal: number): CreateBody | null => {
  const body = quoteBody(draft);
  if (!body || missingForPayment(draft).length > 0) return null;
  const files = READS_NEEDED[body.type].map((kind) => fileOf(draft, kind));
  return { ...body, files, expectedTotal };
};
