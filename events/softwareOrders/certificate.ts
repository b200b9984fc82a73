import { ECU_STAGES, ON_REQUEST, STAGE_NAMES, type EcuStage, type OrderType } from '../constants.js';
import { comboStages, isComboId } from '../catalogue/combos.js';
import { stageFigure } from '../catalogue/on-request.js';
import { isDsgStage } from '../catalogue/stages.js';
import type { OrderFile, OrderVehicle, SoftwareOrderPlacedData } from './events.js';

// What a certificate of the tune states (spec section 2, cert/{id}/{print}): the order, the vehicle,
// the stage, power and torque before and after, the VIN, the dealer and the original read's
// SHA-256. The tuned file's hash is not known until tuned files exist; the certificate prints the
// original read's. A sample certificate (dummy/{id}) states a catalogue vehicle's ECU stages.
//
// Our reading of the catalogue's figures: a stage's power or torque is free text; the demo and many
// sheets write "150 → 190 hp", the stock and the tuned value in one. Such a text gives both sides;
// otherwise the stock value is the snapshot's own, and anything missing prints "On request".

export type FigurePair = { before: string; after: string };
/** `type` and `stage` are the codes (a combo's stage is `ecu-dsg`), `name` the English name, for screens to translate. */
export type CertificateStage = { type: string; stage: string; name: string; power: FigurePair; torque: FigurePair };
export type CertificateVehicle = Pick<OrderVehicle, 'make' | 'model' | 'generation' | 'engine' | 'gearbox'>;

export type Certificate = {
  /** A sample for a catalogue vehicle: no order, no VIN, no dealer. */
  sample: boolean;
  number: number | null;
  /** When the order was placed (ISO). */
  date: string | null;
  type: OrderType | null;
  vehicle: CertificateVehicle;
  vin: string | null;
  dealerName: string | null;
  /** The order's stage; a sample lists every ECU stage the catalogue gives. */
  stages: CertificateStage[];
  originalReads: Pick<OrderFile, 'unit' | 'sha256'>[];
};

/** The stage as a certificate names it: "ECU STAGE TWO", "DSG Drivability", "ECU STAGE TWO + DSG STAGE THREE". */
export const orderStageName = (type: string, stage: string): string => {
  const name = (s: string) => (isDsgStage(s) ? STAGE_NAMES[s] : s);
  if (type === 'ECU + DSG' && isComboId(stage)) {
    const { ecu, dsg } = comboStages(stage);
    return `ECU ${name(ecu)} + DSG ${name(dsg)}`;
  }
  return `${type} ${name(stage)}`;
};

/** "150 → 190 hp" (also "->", "=>", ">"): the stock and the tuned value, with the unit they share. */
const BOTH = /^\s*(\d+(?:[.,]\d+)?)\s*(?:→|->|=>|>)\s*(\d+(?:[.,]\d+)?)\s*([A-Za-z]+)?\s*$/;
const NUMBER = /^\d+(?:[.,]\d+)?$/;

const shown = (value: unknown, unit: string): string => {
  const figure = stageFigure(value);
  if (figure === ON_REQUEST) return ON_REQUEST;
  return typeof figure === 'number' || NUMBER.test(figure) ? `${figure} ${unit}` : figure;
};

/** Before and after of one figure; `unit` is added to bare numbers. */
export const figurePair = (stock: unknown, tuned: unknown, unit: 'hp' | 'Nm'): FigurePair => {
  const both = typeof tuned === 'string' ? BOTH.exec(tuned) : null;
  if (both) return { before: `${both[1]} ${both[3] ?? unit}`, after: `${both[2]} ${both[3] ?? unit}` };
  return { before: shown(stock, unit), after: shown(tuned, unit) };
};

const vehicleOf = (v: CertificateVehicle): CertificateVehicle => ({ make: v.make, model: v.model, generation: v.generation, engine: v.engine, gearbox: v.gearbox });

/** The certificate of a paid order, from what its placed event recorded. */
export const orderCertificate = (order: SoftwareOrderPlacedData, number: number): Certificate => {
  const f = order.vehicle.figures;
  return {
    sample: false, number, date: order.at, type: order.type, vehicle: vehicleOf(order.vehicle), vin: order.vin, dealerName: order.dealerName,
    stages: [{ type: order.type, stage: order.stage, name: orderStageName(order.type, order.stage), power: figurePair(f.stockPower, f.power, 'hp'), torque: figurePair(f.stockTorque, f.torque, 'Nm') }],
    originalReads: order.files.map((file) => ({ unit: file.unit, sha256: file.sha256 })),
  };
};

export type CatalogueStageFigures = { stage: EcuStage; power: unknown; torque: unknown };

/** A sample certificate of a catalogue vehicle: its ECU stages in order, figures as the catalogue gives them. */
export const sampleCertificate = (vehicle: CertificateVehicle, stages: CatalogueStageFigures[]): Certificate => ({
  sample: true, number: null, date: null, type: 'ECU', vehicle: vehicleOf(vehicle), vin: null, dealerName: null, originalReads: [],
  stages: [...stages].sort((a, b) => ECU_STAGES.indexOf(a.stage) - ECU_STAGES.indexOf(b.stage))
    .map((s) => ({ type: 'ECU', stage: s.stage, name: orderStageName('ECU', s.stage), power: figurePair(null, s.power, 'hp'), torque: figurePair(null, s.torque, 'Nm') })),
});
