import { VEHICLE_STAGES } from '../../../tables/catalogue/table.js';
import type { StageFields, StagesByName, VehicleFields } from '../../../tables/catalogue/queries.js';
import { HttpError } from '../../http/errors.js';
import { stagePrice } from '../../http/price.js';
import type { StageInput, VehicleInput } from './schemas.js';
import { FIELD_REQUIRED } from '../../http/validation-messages.js';
import { problem } from '../../http/errors.js';

const CHOICES_NOT_JSON = problem('CHOICES_NOT_JSON', 'Field must be a JSON string, for example ["Off","On"]');

// Checks the request schema cannot express; messages name the field like the schema's own ones.

const requiredText = (field: string, value: string) => {
  const text = value.trim();
  if (!text) throw new HttpError(400, FIELD_REQUIRED, { field });
  return text;
};

const optionalText = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const stageFields = (stage: string, input: StageInput): StageFields => ({
  price: stagePrice(`stages.${stage}.price`, input.price),
  power: optionalText(input.power),
  torque: optionalText(input.torque),
  options: (input.options ?? []).map((option, i) => {
    const field = `stages.${stage}.options.${i}`;
    try {
      JSON.parse(option.choices);
    } catch {
      throw new HttpError(400, CHOICES_NOT_JSON, { field: `${field}.choices` });
    }
    return { name: requiredText(`${field}.name`, option.name), choices: option.choices };
  }),
});

export const vehicleFields = (body: VehicleInput): VehicleFields => ({
  make: requiredText('make', body.make),
  model: requiredText('model', body.model),
  generation: requiredText('generation', body.generation),
  engine: requiredText('engine', body.engine),
  engine_family: body.engineFamily?.trim() ?? '',
  dsg_families: body.dsg ?? [],
});

export const stagesByName = (stages: VehicleInput['stages']): StagesByName | undefined => {
  if (!stages) return undefined;
  const result: StagesByName = {};
  for (const stage of VEHICLE_STAGES) {
    const input = stages[stage];
    if (input) result[stage] = stageFields(stage, input);
  }
  return result;
};
