import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { isPriceOnRequest } from '../../../events/catalogue/on-request';
import { BASE_CURRENCY } from '../credit/constants';
import { formatCurrency } from '../credit/money/useMoney';
import type { VehicleStage } from '../vehicles/stages';

const muted = { color: 'rgba(0,0,0,0.6)', whiteSpace: 'nowrap' } as const;

/** A stage price of the config in EUR (9999: on request); empty means the vehicles keep their own price of that stage. */
export const ConfigPriceField = ({ source }: { source: VehicleStage; label?: string }) => {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value = record?.[source];
  if (typeof value !== 'number') return <span style={muted} title={translate('price_config.price_hint')}>{translate('price_config.leave')}</span>;
  if (isPriceOnRequest(value)) return <span style={muted}>{translate('vehicles_pricing.on_request')}</span>;
  return <span style={{ whiteSpace: 'nowrap' }}>{formatCurrency(locale, value, BASE_CURRENCY.code)}</span>;
};
