import { answered, apiClient } from '../providers/apiClient';
import type { ApiAnswer, ApiBody } from '../providers/apiTypes';

// The combos screen's calls (CONTRACT.md "Catalogue offers": combos/index and combos/update).

export type ComboSettings = ApiAnswer<'/api/combos/index'>;
export type Combo = ComboSettings['combos'][number];
export type ComboRule = ComboSettings['rules'][number];

export const comboCommands = {
  getComboSettings: () => answered(apiClient.GET('/api/combos/index')),
  saveComboSettings: (body: ApiBody<'/api/combos/update'>) => answered(apiClient.POST('/api/combos/update', { body })),
};

type FormCombo = { id: string; price?: number | string | null; description?: string | null };
type FormRule = { ecu?: string | null; min?: string | null; max?: string | null };

/** The form's values as the update call expects them; an empty price is "on request" (null); a price goes as typed (the server checks it). */
export const comboSettingsForApi = (values: { combos?: FormCombo[]; rules?: (FormRule | null)[] }) => ({
  combos: (values.combos ?? []).map((combo) => ({
    id: combo.id,
    price: combo.price === '' || combo.price === null || combo.price === undefined ? null : typeof combo.price === 'number' ? combo.price : combo.price.trim(),
    description: combo.description?.trim() ?? '',
  })),
  rules: (values.rules ?? []).flatMap((rule) => (rule?.ecu ? [{ ecu: rule.ecu, min: rule.min ?? '', max: rule.max ?? '' }] : [])),
});
