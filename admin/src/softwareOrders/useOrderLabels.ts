import { useTranslate } from 'react-admin';
import { comboStages, isComboId } from '../../../events/catalogue/combos';
import { DEFAULT_URGENCY, STAGE_NAMES, type Stage } from '../../../events/constants';
import { useOfferLabels } from '../vehicleSearch/offerLabels';
import { isOrderStatus, STATUS_KEYS } from './statuses';
import type { QuoteLine } from './types';

/** Keys of the urgency levels (spec section 9) and of the default "*". */
export const URGENCY_KEYS: Record<string, string> = {
  [DEFAULT_URGENCY]: 'none', '1 week': 'week', '2 days': 'two_days', '1 day': 'day', '4 hours': 'four_hours', '2 hours': 'two_hours', '1 hour': 'hour',
};

/**
 * Names of what an order carries, in the UI language: the stage (an ECU or DSG stage, or a combo),
 * the urgency, the DSG hardware and the breakdown lines, whose server labels are English.
 */
export const useOrderLabels = () => {
  const translate = useTranslate();
  const offers = useOfferLabels();
  const stageName = (stage: string) => offers.stageName(stage, STAGE_NAMES[stage as Stage] ?? stage);
  const stage = (type: string, value: string) => {
    if (type === 'ECU + DSG' && isComboId(value)) {
      const { ecu, dsg } = comboStages(value);
      return offers.comboName({ ecu, dsg, description: value });
    }
    return stageName(value);
  };
  const urgency = (value: string) => (URGENCY_KEYS[value] ? translate(`software_orders.urgency.${URGENCY_KEYS[value]}`) : value);
  const line = (entry: QuoteLine, order: { type: string; stage: string; urgency: string }) => {
    switch (entry.code) {
      case 'stage':
        return `${order.type} · ${stage(order.type, order.stage)}`;
      case 'combo':
        return stage(order.type, order.stage); // "ECU STAGE ONE & DSG STAGE ONE" names both units
      case 'upgrade':
        return translate('software_orders.lines.upgrade');
      case 'dsg_hardware':
        return translate('software_orders.lines.dsg_hardware');
      case 'urgency':
        return translate('software_orders.lines.urgency', { urgency: urgency(order.urgency) });
      case 'coupon':
        return translate('software_orders.lines.coupon', { detail: entry.label.replace(/^Coupon\s*/, '') });
      case 'promotion': // a Sales CRM promotion (issue 14): its English title and percent as the price recorded them
        return translate('software_orders.lines.promotion', { detail: entry.label.replace(/^Promotion\s*/, '') });
      default:
        return entry.label; // an option: the catalogue's own name and choice
    }
  };
  return {
    stage,
    stageName,
    urgency,
    line,
    status: (status: string) => (isOrderStatus(status) ? translate(`software_orders.status.${STATUS_KEYS[status]}`) : status),
    hardware: (choice: string) => translate(`software_orders.hardware.${choice}`, { _: choice }),
  };
};
