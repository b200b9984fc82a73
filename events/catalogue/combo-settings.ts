import { COMBINED_OPTIONS, ECU_STAGES } from '../constants.js';
import { isComboId } from './combos.js';
import { AMOUNT_FORMAT, euroAmount } from './euro-amount.js';

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
export type ComboSettingsResult = { ok: true; combos: CleanCombo[]; rules: CleanRule[] } | { ok: false; message: string };

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
    if (!isComboId(entry.id)) return { ok: false, message: `combos.${i}.id: Field must be one of ${COMBINED_OPTIONS.join(', ')}` };
    if (seen.has(entry.id)) return { ok: false, message: `combos.${i}.id: The combo ${entry.id} is listed twice` };
    seen.add(entry.id);
    const price = comboPriceValue(entry.price);
    if (price === undefined) return { ok: false, message: `combos.${i}.price: ${AMOUNT_FORMAT}` };
    const [ecu, dsg] = entry.id.split('-');
    combos.push({ id: entry.id, ecu, dsg, price, description: entry.description?.trim() ?? '' });
  }
  const rules: CleanRule[] = [];
  for (const [i, entry] of settings.rules.entries()) {
    const ecu = ruleStage(entry.ecu);
    const min = ruleStage(entry.min);
    const max = ruleStage(entry.max);
    if (ecu === null) return { ok: false, message: `rules.${i}.ecu: Field must be one of ${RULE_STAGES.join(', ')}` };
    if (rules.some((rule) => rule.ecu === ecu)) return { ok: false, message: `rules.${i}.ecu: The ECU stage ${ecu} has two rules` };
    if (min === null) return { ok: false, message: `rules.${i}.min: Field must be one of ${RULE_STAGES.join(', ')}` };
    if (max === null) return { ok: false, message: `rules.${i}.max: Field must be one of ${RULE_STAGES.join(', ')}` };
    if (Number(min) > Number(max)) return { ok: false, message: `rules.${i}.max: The maximum cannot be below the minimum` };
    rules.push({ ecu, min, max });
  }
  return { ok: true, combos, rules };
};
