import { DSG_STAGES, ECU_STAGES, type Stage } from '../constants.js';
import { problem, type Problem } from '../problem.js';

// The option lists of the Admin catalogue (spec section 2: options and secondary options, for the
// ECU and for the DSG). Choices travel as the spec's JSON string, for example '["Off","On"]'.

export const OPTION_UNITS = ['ECU', 'DSG'] as const;
export type OptionUnit = (typeof OPTION_UNITS)[number];
export const OPTION_LEVELS = ['primary', 'secondary'] as const;
export type OptionLevel = (typeof OPTION_LEVELS)[number];

export const CHOICES_FORMAT = 'Field must be a JSON list of texts, for example ["Off","On"]';

/** The choices of a JSON string, or null when it is not a list of non-empty texts (an empty list is allowed). */
export const parseChoices = (text: string): string[] | null => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || !value.every((choice) => typeof choice === 'string' && choice.trim() !== '')) return null;
  return value.map((choice: string) => choice.trim());
};

/** The stages an option of the unit may be allowed on: the ECU stages, or the DSG stages. */
export const optionStages = (unit: OptionUnit): readonly Stage[] => (unit === 'ECU' ? ECU_STAGES : DSG_STAGES);

/** The stages that are not stages of the unit (empty when all are fine). */
export const unknownStages = (unit: OptionUnit, stages: readonly string[]): string[] => {
  const allowed: readonly string[] = optionStages(unit);
  return stages.filter((stage) => !allowed.includes(stage));
};

/** Why a parent cannot carry a secondary option of this unit, or null when it can. */
const PARENT_MISSING = problem('OPTION_PARENT_MISSING', 'The parent option does not exist');
const PARENT_NOT_PRIMARY = problem('OPTION_PARENT_NOT_PRIMARY', 'The parent must be a primary {unit} option');

export const parentProblem = (unit: OptionUnit, parent: { unit: string; level: string } | undefined): Problem | null => {
  if (!parent) return PARENT_MISSING;
  if (parent.level !== 'primary' || parent.unit !== unit) return { ...PARENT_NOT_PRIMARY, params: { unit } };
  return null;
};
