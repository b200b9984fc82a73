import { COMBINED_OPTIONS, ECU_STAGES } from '../constants.js';
import { isComboId } from './combos.js';
import { AMOUNT_FORMAT, euroAmount } from './euro-amount.js';
import { problem, type Problem, type ProblemParams } from '../problem.js';

const NOT_ONE_OF = problem('FIELD_NOT_ALLOWED', 'Field must be one of {allowed}');
const COMBO_TWICE = problem('COMBO_LISTED_TWICE', 'The combo {combo} is listed twice');
const PRICE_FORMAT = problem('AMOUNT_FORMAT', AMOUNT_FORMAT);
const ECU_TWO_RULES = problem('COMBO_RULE_TWICE', 'The ECU stage {ecu} has two rules');
const MAX_BELOW_MIN = problem('COMBO_RULE_MAX_BELOW_MIN', 'The maximum cannot be below the minimum');
const refuse = (refused: Problem, params: ProblemParams) => ({ ok: false as const, problem: refused, params });

// What an administrator saves on the combos screen (spec section 3: combo = ecu, dsg, price, id
// ecuStage-dsgStage, description; combo rule = ecu, min, max). Checked as a whole before anything
// is written, so one bad entry saves nothing. Our reading of a rule: min and max are the lowest and
// highest DSG stage numbers (1, 2, 2.1, 3, 4) that combine with the ECU stage.

/** DSG stage numbers a rule may name, in order (the DSG stages that are numbers). */
export const RULE_STAGES = ECU_STAGES;

export type ComboEntry = { id: string; price: number | string | null; description?: string | null };
export type RuleEntry = { ecu: string | number; min: string | number; max: string | number };
export type ComboSettings = { combos: ComboEntry[]; rules: RuleEntry[] };

export type CleanCombo = { id: string; ecu: string; dsg: string; price: string | null; description: string };
export type CleanRule = { ecu: string; min: string; max: string };
export type ComboSettingsResult = { ok: true; combos: CleanCombo[]; rules: CleanRule[] } | { ok: false; problem: Problem; params: ProblemParams };

/** A price as numeric(10, 2) keeps it, null for on request, or undefined when it is not a positive decimal. */
export const comboPriceValue = (value: number | string | null | undefined) => euroAmount(value);

/** A stage number as the stage code it names ('2.10' and 2.1 are '2.1'), or null when it is none. */
export const ruleStage = (value: string | number): string | null => {
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const code = String(Number(text));
  return (RULE_STAGES as readonly string[]).includes(code) ? code : null;
};

export const checkComboSettings = (settings: ComboSettings): ComboSettingsResult => {
  const combos: CleanCombo[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of settings.combos.entries()) {
    if (!isComboId(entry.id)) return refuse(NOT_ONE_OF, { field: `combos.${i}.id`, allowed: COMBINED_OPTIONS.join(', ') });
    if (seen.has(entry.id)) return refuse(COMBO_TWICE, { field: `combos.${i}.id`, combo: entry.id });
    seen.add(entry.id);
    const price = comboPriceValue(entry.price);
    if (price === undefined) return refuse(PRICE_FORMAT, { field: `combos.${i}.price` });
    const [ecu, dsg] = entry.id.split('-');
    combos.push({ id: entry.id, ecu, dsg, price, description: entry.description?.trim() ?? '' });
  }
  const rules: CleanRule[] = [];
  for (const [i, entry] of settings.rules.entries()) {
    const ecu = ruleStage(entry.ecu);
    const min = ruleStage(entry.min);
    const max = ruleStage(entry.max);
    if (ecu === null) return refuse(NOT_ONE_OF, { field: `rules.${i}.ecu`, allowed: RULE_STAGES.join(', ') });
    if (rules.some((rule) => rule.ecu === ecu)) return refuse(ECU_TWO_RULES, { field: `rules.${i}.ecu`, ecu });
    if (min === null) return refuse(NOT_ONE_OF, { field: `rules.${i}.min`, allowed: RULE_STAGES.join(', ') });
    if (max === null) return refuse(NOT_ONE_OF, { field: `rules.${i}.max`, allowed: RULE_STAGES.join(', ') });
    if (Number(min) > Number(max)) return refuse(MAX_BELOW_MIN, { field: `rules.${i}.max` });
    rules.push({ ecu, min, max });
  }
  return { ok: true, combos, rules };
};
