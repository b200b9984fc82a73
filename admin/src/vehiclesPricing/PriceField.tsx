import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { VehicleStage } from '../vehicles/stages';

const muted = { color: 'rgba(0,0,0,0.6)', whiteSpace: 'nowrap' } as const;

/** A stage price in EUR; "On request" when the offered stage has none (spec section 5); a dash when not offered. */
export const PriceField = ({ source }: { source: VehicleStage; label?: string }) => {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value = record?.[source];
  const offered = Array.isArray(record?.offered) && record.offered.includes(source);
  if (!offered) return <span title={translate('vehicles_pricing.not_offered')} style={muted}>—</span>;
  if (typeof value !== 'number') return <span style={muted}>{translate('vehicles_pricing.on_request')}</span>;
  return <span style={{ whiteSpace: 'nowrap' }}>{new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value)}</span>;
};
