import { DEFAULT_URGENCY, type DsgHardwareChoice, type OrderType, type OriginalFileKind } from '../../../../events/constants';

// The order draft of spec sections 3 and 4 as one pure state and its changes. The resets the spec
// lists live here, in one place:
// - choosing a proceed mode resets the type, stage, client (the vehicle), urgency, price and coupon;
// - a new upload of a read of the same type resets the type, stage, price and fees;
// - changing the VIN resets the vehicle, the proceed mode, the search result and the order;
// - choosing an order type fills the stage list (stageChoices.ts) and resets the stage.
// Our reading: the spec's serverFiles are stock files picked from the server (order-software-file),
// not the dealer's own uploads, so a proceed mode keeps the reads; the options and the DSG hardware
// belong to the stage and the type and go with them; price and fees are the quote, which follows
// the draft (useQuote), so resetting what it depends on resets it.

/** What identifies a read (spec section 3 "File details"): sent with the upload so a later stock search finds it. */
export type ReadDetails = { hardwareNumber: string; softwareVersion: string; tool: string };
export const NO_DETAILS: ReadDetails = { hardwareNumber: '', softwareVersion: '', tool: '' };
/** A read the dealer uploaded (POST /api/files/upload), with the details it typed under it. */
export type UploadedRead = { id: string; sha256: string; size: number; name: string; kind: OriginalFileKind; details?: ReadDetails };
/** A stock read found by files/find-files (order-software-file): the order names it instead of an upload. */
export type StockRead = { unit: OriginalFileKind; sha256: string; size: number; name: string; hardwareNumber: string | null; softwareVersion: string | null; tool: string | null };
/** Automatic (the VIN search) or manual (the brand … gearbox dropdowns). */
export type ProceedMode = 'vin' | 'manual';
export type DraftVehicle = { id: string; make: string; model: string; generation: string; engine: string };
/** The vehicle as the draft keeps it: the search answers carry its offers too. */
export const asDraftVehicle = ({ id, make, model, generation, engine }: DraftVehicle): DraftVehicle => ({ id, make, model, generation, engine });
export type DraftOption = { unit: 'ECU' | 'DSG'; name: string; choice: string };
export type DraftCoupon = { code: string; discountPercent: number };

export type OrderDraft = {
  reads: Partial<Record<OriginalFileKind, UploadedRead>>;
  /** order-software-file: the stock read ordered from (null on the order screen). */
  stock: StockRead | null;
  vin: string;
  mode: ProceedMode | null;
  vehicle: DraftVehicle | null;
  /** The gearbox family ('' when none is chosen). */
  gearbox: string;
  type: OrderType | null;
  /** An ECU stage, a DSG stage or a combo id ('' when none is chosen). */
  stage: string;
  options: DraftOption[];
  dsgHardware: { choice: DsgHardwareChoice | ''; invoiceNumber: string };
  urgency: string;
  coupon: DraftCoupon | null;
  note: string;
};

export const EMPTY_DRAFT: OrderDraft = {
  reads: {}, stock: null, vin: '', mode: null, vehicle: null, gearbox: '', type: null, stage: '', options: [],
  dsgHardware: { choice: '', invoiceNumber: '' }, urgency: DEFAULT_URGENCY, coupon: null, note: '',
};

export type DraftChange =
  | { type: 'uploaded'; read: UploadedRead }
  | { type: 'readDetails'; kind: OriginalFileKind; details: ReadDetails }
  | { type: 'stock'; stock: StockRead; vehicle: DraftVehicle }
  | { type: 'vin'; vin: string }
  | { type: 'mode'; mode: ProceedMode }
  | { type: 'vehicle'; vehicle: DraftVehicle | null; gearbox: string }
  | { type: 'gearbox'; gearbox: string }
  | { type: 'orderType'; orderType: OrderType }
  | { type: 'stage'; stage: string }
  | { type: 'option'; option: DraftOption; chosen: boolean }
  | { type: 'dsgHardware'; choice: DsgHardwareChoice | ''; invoiceNumber: string }
  | { type: 'urgency'; urgency: string }
  | { type: 'coupon'; coupon: DraftCoupon | null }
  | { type: 'note'; note: string }
  | { type: 'restart' };

const withoutStage = (draft: OrderDraft): OrderDraft => ({ ...draft, stage: '', options: [] });
const withoutOrder = (draft: OrderDraft): OrderDraft => ({ ...withoutStage(draft), type: null, dsgHardware: EMPTY_DRAFT.dsgHardware });

export const changeDraft = (draft: OrderDraft, change: DraftChange): OrderDraft => {
  switch (change.type) {
    case 'uploaded': {
      const replaced = draft.reads[change.read.kind] !== undefined;
      const next = { ...draft, reads: { ...draft.reads, [change.read.kind]: change.read } };
      return replaced ? withoutOrder(next) : next;
    }
    case 'readDetails': {
      const read = draft.reads[change.kind];
      return read ? { ...draft, reads: { ...draft.reads, [change.kind]: { ...read, details: change.details } } } : draft;
    }
    case 'stock':
      // A stock read fixes the vehicle it was ordered for and the one unit it tunes: ECU for an ECU read, DSG for a TCU read.
      if (change.stock.sha256 === draft.stock?.sha256 && change.stock.unit === draft.stock.unit) return draft;
      return { ...withoutOrder(draft), stock: change.stock, vehicle: change.vehicle, gearbox: '', type: change.stock.unit === 'ECU' ? 'ECU' : 'DSG' };
    case 'vin':
      if (change.vin === draft.vin) return draft;
      return { ...withoutOrder(draft), vin: change.vin, mode: null, vehicle: null, gearbox: '' };
    case 'mode':
      if (change.mode === draft.mode) return draft;
      return { ...withoutOrder(draft), mode: change.mode, vehicle: null, gearbox: '', urgency: DEFAULT_URGENCY, coupon: null };
    case 'vehicle': {
      // The search reports its vehicle again on every render of its answer: the same one changes nothing.
      if (change.vehicle?.id === draft.vehicle?.id) return changeDraft(draft, { type: 'gearbox', gearbox: change.vehicle ? change.gearbox : '' });
      return { ...withoutStage(draft), vehicle: change.vehicle, gearbox: change.vehicle ? change.gearbox : '' };
    }
    case 'gearbox':
      if (change.gearbox === draft.gearbox) return draft;
      return draft.type === 'ECU' ? { ...draft, gearbox: change.gearbox } : { ...withoutStage(draft), gearbox: change.gearbox };
    case 'orderType':
      if (change.orderType === draft.type) return draft;
      return { ...withoutOrder(draft), type: change.orderType };
    case 'stage':
      if (change.stage === draft.stage) return draft;
      return { ...withoutStage(draft), stage: change.stage };
    case 'option': {
      const others = draft.options.filter((o) => !(o.unit === change.option.unit && o.name === change.option.name));
      return { ...draft, options: change.chosen ? [...others, change.option] : others };
    }
    case 'dsgHardware':
      return { ...draft, dsgHardware: { choice: change.choice, invoiceNumber: change.choice === 'not_installed' ? '' : change.invoiceNumber } };
    case 'urgency':
      return { ...draft, urgency: change.urgency };
    case 'coupon':
      return { ...draft, coupon: change.coupon };
    case 'note':
      return { ...draft, note: change.note };
    case 'restart':
      return EMPTY_DRAFT;
    default: {
      const _exhaustive: never = change;
      throw new Error(`unknown draft change ${JSON.stringify(_exhaustive)}`);
    }
  }
};
