import { Type, type Static } from 'typebox';
import { CHOICES_FORMAT, OPTION_LEVELS, OPTION_UNITS, parseChoices, unknownStages, type OptionUnit } from '../../../events/catalogue/options.js';
import type { OptionFields, OptionWithParent } from '../../../tables/catalogueOptions/queries.js';
import { HttpError } from '../../http/errors.js';
import { stagePrice } from '../../http/price.js';
import { problem } from '../../../events/problem.js';
import { FIELD_REQUIRED } from '../../http/validation-messages.js';

// API shape of an option of the Admin catalogue's option lists. Choices are the spec's JSON string;
// the price is a number in EUR, null when on request or included.

export const CHOICES_FORMAT_PROBLEM = problem('CHOICES_FORMAT', CHOICES_FORMAT);
const NOT_A_STAGE = problem('NOT_A_STAGE', '{stages} is not a {unit} stage');
export const OPTION_NOT_FOUND = problem('OPTION_NOT_FOUND', 'Option not found');

export const CatalogueOption = Type.Object({
  id: Type.String(),
  unit: Type.Enum(OPTION_UNITS),
  level: Type.Enum(OPTION_LEVELS),
  name: Type.String(),
  description: Type.String(),
  choices: Type.String({ description: 'JSON list of texts, for example ["Off","On"]' }),
  price: Type.Union([Type.Number(), Type.Null()]),
  stages: Type.Array(Type.String()),
  parentId: Type.Union([Type.String(), Type.Null()]),
  parentName: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type CatalogueOption = Static<typeof CatalogueOption>;

/** What an administrator sends; other fields of a react-admin record are ignored. */
export const OptionInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  choices: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
  price: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()])),
  stages: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10, uniqueItems: true })),
  parentId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  active: Type.Optional(Type.Boolean()),
});
export type OptionInput = Static<typeof OptionInput>;

export const OptionId = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const toCatalogueOption = (row: OptionWithParent): CatalogueOption => ({
  id: row.id,
  unit: row.unit,
  level: row.level,
  name: row.name,
  description: row.description,
  choices: JSON.stringify(row.choices),
  price: row.price === null ? null : Number(row.price),
  stages: row.stages,
  parentId: row.parent_id,
  parentName: row.parent_name,
  active: row.active,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/**
 * The checked fields of an option (the parent is checked by the route, it needs the database).
 * An empty choices field is an option without choices (a plain switch).
 */
export const optionFields = (unit: OptionUnit, body: OptionInput): OptionFields => {
  const name = body.name.trim();
  if (!name) throw new HttpError(400, FIELD_REQUIRED, { field: 'name' });
  const choicesText = body.choices?.trim() || '[]';
  const choices = parseChoices(choicesText);
  if (!choices) throw new HttpError(400, CHOICES_FORMAT_PROBLEM, { field: 'choices' });
  const stages = body.stages ?? [];
  const unknown = unknownStages(unit, stages);
  if (unknown.length) throw new HttpError(400, NOT_A_STAGE, { field: 'stages', stages: unknown.join(', '), unit });
  return {
    name,
    description: body.description?.trim() ?? '',
    choices,
    price: stagePrice('price', body.price),
    stages,
    parent_id: body.parentId ?? null,
    active: body.active ?? true,
  };
};
