import { useTranslate } from 'react-admin';
import { ECU_STAGE_FIELDS, ON_REQUEST } from '../../../events/constants';

/**
 * The answer of /api/site carries English texts (spec section 9 stage names, "On request"); the
 * widget shows them in the UI language, translated from the stage code rather than the name.
 */
const STAGE_KEYS: Record<string, string> = { ...ECU_STAGE_FIELDS, Stock: 'Stock', original_file: 'original_file' };

export const useOfferLabels = () => {
  const translate = useTranslate();
  const stageName = (stage: string, fallback: string) =>
    STAGE_KEYS[stage] ? translate(`vehicle_search.stage_names.${STAGE_KEYS[stage]}`) : fallback;
  return {
    stageName,
    /** A power or torque figure; the server's "On request" in the UI language. */
    figure: (value: string | number) => (value === ON_REQUEST ? translate('vehicle_search.on_request') : value),
    /** A combo named from its stage codes (the stored description is English only). */
    comboName: (combo: { ecu: string; dsg: string; description: string }) =>
      STAGE_KEYS[combo.ecu] && STAGE_KEYS[combo.dsg]
        ? translate('vehicle_search.combo_name', { ecu: stageName(combo.ecu, combo.ecu), dsg: stageName(combo.dsg, combo.dsg) })
        : combo.description,
  };
};
