import { GEARBOX_FAMILIES } from '../../../events/constants';

/** The ECU stages of spec section 3, side by side in this order. */
export const VEHICLE_STAGES = ['One', 'Two', 'TwoPlus', 'Three', 'Four'] as const;
export type VehicleStage = (typeof VEHICLE_STAGES)[number];

/** The gearbox families of spec section 9 as choices of a multi-select. */
export const gearboxChoices = GEARBOX_FAMILIES.map((family) => ({ id: family, name: family }));

type StageOption = { name?: string | null; choices?: string | null };
type StageForm = { price?: number | string | null; power?: string | null; torque?: string | null; options?: StageOption[] | null };

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const textOrNull = (value: string | null | undefined) => (blank(value) ? null : String(value).trim());

/**
 * The stages as the API expects them: a stage the administrator left entirely empty is not offered,
 * so it is left out; an empty price means "on request" (null).
 */
export const stagesForApi = (stages: Partial<Record<VehicleStage, StageForm | null>> | undefined) => {
  const offered: Partial<Record<VehicleStage, { price: number | null; power: string | null; torque: string | null; options: { name: string; choices: string }[] }>> = {};
  for (const stage of VEHICLE_STAGES) {
    const form = stages?.[stage];
    if (!form) continue;
    const options = (form.options ?? [])
      .filter((option) => !blank(option?.name))
      .map((option) => ({ name: String(option.name).trim(), choices: option.choices?.trim() || '[]' }));
    if (blank(form.price) && blank(form.power) && blank(form.torque) && options.length === 0) continue;
    offered[stage] = {
      price: blank(form.price) ? null : Number(form.price),
      power: textOrNull(form.power),
      torque: textOrNull(form.torque),
      options,
    };
  }
  return offered;
};

/** Create and Edit send the vehicle fields and its offered stages only. */
export const vehicleForApi = (record: {
  make?: string; model?: string; generation?: string; engine?: string; engineFamily?: string | null; dsg?: string[] | null;
  stages?: Partial<Record<VehicleStage, StageForm | null>>;
}) => ({
  make: record.make,
  model: record.model,
  generation: record.generation,
  engine: record.engine,
  engineFamily: record.engineFamily ?? '',
  dsg: record.dsg ?? [],
  stages: stagesForApi(record.stages),
});

/** Option choices are a JSON string (spec section 3): a JSON array such as ["Off","On"]. */
export const isJsonChoices = (value: unknown) => {
  if (blank(value)) return undefined;
  try {
    return Array.isArray(JSON.parse(String(value))) ? undefined : 'vehicles.validation.choices_json';
  } catch {
    return 'vehicles.validation.choices_json';
  }
};
