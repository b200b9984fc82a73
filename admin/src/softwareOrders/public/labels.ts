import { useTranslate } from 'react-admin';
import { ON_REQUEST } from '../../../../events/constants';
import { useDates } from '../../fields/useDates';
import { useOfferLabels } from '../../vehicleSearch/offerLabels';

/**
 * The public answers carry English texts (stage names, status display names, "On request") beside
 * the codes; these show them in the UI language, falling back to the English text.
 */
export const usePublicOrderLabels = () => {
  const translate = useTranslate();
  const { stageName } = useOfferLabels();
  const dates = useDates();
  const known = (code: string) => stageName(code, '');
  return {
    /** An order's stage from its type and code ("ECU STAGE TWO", a combo "ECU STAGE TWO + DSG STAGE THREE"). */
    stage: (type: string, stage: string, english: string) => {
      if (type === 'ECU + DSG') {
        const [ecu = '', dsg = ''] = stage.split('-');
        return known(ecu) && known(dsg) ? translate('public_orders.combo_stage', { ecu: known(ecu), dsg: known(dsg) }) : english;
      }
      return known(stage) ? `${type} ${known(stage)}` : english;
    },
    figure: (value: string) => (value === ON_REQUEST ? translate('public_orders.on_request') : value),
    /** A status's display name ("Response required") in the UI language. */
    status: (display: string) => translate(`public_orders.statuses.${display.toLowerCase().replace(/[^a-z]+/g, '_')}`, { _: display }),
    date: (iso: string | null) => (iso ? dates.date(iso) : ''),
  };
};
