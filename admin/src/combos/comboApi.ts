import { api } from '../providers/httpClient';

// The combos screen's calls (CONTRACT.md "Catalogue offers": combos/index and combos/update).

export type Combo = { id: string; ecu: string; dsg: string; price: number | null; description: string };
export type ComboRule = { ecu: string; min: string; max: string };
export type ComboSettings = { combos: Combo[]; rules: ComboRule[] };

export const comboCommands = {
  getComboSettings: () => api.get<ComboSettings>('/api/combos/index'),
  saveComboSettings: (body: { combos: { id: string; price: number | string | null; description: string }[]; rules: ComboRule[] }) =>
    api.post<ComboSettings>('/api/combos/update', body),
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
