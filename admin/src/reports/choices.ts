import { COMBINED_OPTIONS, DSG_STAGES, GEARBOX_FAMILIES, ORDER_TYPES } from '../../../events/constants';
import { UNIT_CONTROLS } from '../../../events/reports/figures';
import { SELECTABLE_STATUSES, STATUS_KEYS } from '../softwareOrders/statuses';
import { TIME_UNITS } from './filters';
import type { Choice } from './SelectField';

// The choices of the report filters, from the constants the server checks them against.
const any: Choice = { value: '', label: 'reports.filters.any' };
const raw = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value, raw: true }));

export const timeChoices: Choice[] = TIME_UNITS.map((unit) => ({ value: unit, label: `reports.time.${unit}` }));
export const orderTypeChoices: Choice[] = [{ value: 'all', label: 'reports.filters.all' }, ...raw(ORDER_TYPES)];
export const stageChoices: Choice[] = [any, ...raw(DSG_STAGES), ...raw(COMBINED_OPTIONS)];
export const statusChoices: Choice[] = [any, ...SELECTABLE_STATUSES.map((status) => ({ value: status, label: `software_orders.status.${STATUS_KEYS[status]}` }))];
export const unitChoices: Choice[] = [any, ...raw(UNIT_CONTROLS)];
export const dsgChoices: Choice[] = raw(GEARBOX_FAMILIES);
