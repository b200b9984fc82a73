import { Type, type Static } from 'typebox';
import type { VinLogRow, VinSearchRuleRow } from '../../../tables/vin/table.js';
import { HttpError } from '../../http/errors.js';
import { problem } from '../../../events/problem.js';

// API shapes of the VIN search (spec sections 2 and 5): rules map a VIN prefix to catalogue filters.

export const VIN_RULE_NOT_FOUND = problem('VIN_RULE_NOT_FOUND', 'VIN search rule not found');
export const VIN_LOG_NOT_FOUND = problem('VIN_LOG_NOT_FOUND', 'VIN log not found');
export const VIN_RULE_EXISTS = problem('VIN_RULE_EXISTS', 'There is already a VIN search rule with this pattern');
const MAKE_AND_MODEL_REQUIRED = problem('MAKE_AND_MODEL_REQUIRED', 'Make and model are required');
export const VIN_PATTERN_MESSAGE = problem('VIN_PATTERN', 'The pattern must be a VIN prefix of 3 to 11 letters, digits or hyphens');

const NullableText = Type.Union([Type.String({ maxLength: 100 }), Type.Null()]);

export const VinSearchBody = Type.Object({ vin: Type.String({ maxLength: 100 }) });

export const VinRule = Type.Object({
  id: Type.String(),
  pattern: Type.String(),
  make: Type.String(),
  model: Type.String(),
  generation: NullableText,
  engine: NullableText,
  note: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type VinRule = Static<typeof VinRule>;

export const VinRuleInput = Type.Object({
  pattern: Type.String({ maxLength: 20 }),
  make: Type.String({ minLength: 1, maxLength: 100 }),
  model: Type.String({ minLength: 1, maxLength: 100 }),
  generation: Type.Optional(NullableText),
  engine: Type.Optional(NullableText),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type VinRuleInput = Static<typeof VinRuleInput>;

export const VinVehicle = Type.Object({ id: Type.String(), make: Type.String(), model: Type.String(), generation: Type.String(), engine: Type.String() });

export const VinSearchResult = Type.Object({
  vin: Type.String(),
  rule: Type.Union([VinRule, Type.Null()]),
  vehicles: Type.Array(VinVehicle),
});
export type VinSearchResult = Static<typeof VinSearchResult>;

export const VinLog = Type.Object({
  id: Type.Integer(),
  userId: Type.Union([Type.String(), Type.Null()]),
  vin: Type.String(),
  result: Type.Unknown(),
  matchedRuleId: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
});

export const RuleId = Type.Object({ id: Type.String({ format: 'uuid' }) });
// A log id is a number; checked by the route so that the message says so (a pattern would only say "invalid format").
export const LogId = Type.Object({ id: Type.String({ maxLength: 15 }) });

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export const vinRuleFields = (input: VinRuleInput) => {
  const pattern = input.pattern.trim().toUpperCase();
  if (!/^[A-Z0-9-]{3,11}$/.test(pattern)) throw new HttpError(400, VIN_PATTERN_MESSAGE);
  const make = input.make.trim();
  const model = input.model.trim();
  if (!make || !model) throw new HttpError(400, MAKE_AND_MODEL_REQUIRED);
  return { pattern, make, model, generation: blankToNull(input.generation), engine: blankToNull(input.engine), note: input.note?.trim() ?? '' };
};

export const toVinRule = (row: VinSearchRuleRow): VinRule => ({
  id: row.id,
  pattern: row.pattern,
  make: row.make,
  model: row.model,
  generation: row.generation,
  engine: row.engine,
  note: row.note,
  createdAt: row.created_at.toISOString(),
});

export const toVinLog = (row: VinLogRow) => ({
  id: Number(row.id),
  userId: row.user_id,
  vin: row.vin,
  result: row.result,
  matchedRuleId: row.matched_rule_id,
  at: row.at.toISOString(),
});
