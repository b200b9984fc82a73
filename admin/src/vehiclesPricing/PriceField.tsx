import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { isPriceOnRequest } from '../../../events/catalogue/on-request';
import { BASE_CURRENCY } from '../credit/constants';
import { formatCurrency } from '../credit/money/useMoney';
import type { VehicleStage } from '../vehicles/stages';

const muted = { color: 'rgba(0,0,0,0.6)', whiteSpace: 'nowrap' } as const;

/** A stage price in EUR; "On request" when the offered stage has none or 9999 (spec sections 5 and 9); a dash when not offered. */
export const PriceField = ({ source }: { source: VehicleStage; label?: string }) => {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value = record?.[source];
  const offered = Array.isArray(record?.offered) && record.offered.includes(source);
  if (!offered) return <span title={translate('vehicles_pricing.not_offered')} style={muted}>—</span>;
  if (typeof value !== 'number' || isPriceOnRequest(value)) return <span style={muted}>{translate('vehicles_pricing.on_request')}</span>;
  return <span style={{ whiteSpace: 'nowrap' }}>{formatCurrency(locale, value, BASE_CURRENCY.code)}</span>;
};
