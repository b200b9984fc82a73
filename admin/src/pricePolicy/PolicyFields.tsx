import { NumberField, ReferenceField, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { CountryNameField } from '../fields';

export type PricePolicyRecord = {
  id: string;
  scope: 'default' | 'country' | 'dealer';
  country_id: string | null;
  dealer_id: string | null;
  discount_after_a_year: number;
  minimum_price: number;
  only_on_upgrade_fee: boolean;
  /** Percent a distributor earns on its dealers' orders (issue 10); only on an account's policy. */
  distributor_margin: number;
};

/** Who a policy applies to: everyone, a country (by name) or a dealer (by email). */
export const ScopeField = (_: { label?: string }) => {
  const record = useRecordContext<PricePolicyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.scope === 'country') return <ReferenceField source="country_id" reference="countries" link={false}><CountryNameField /></ReferenceField>;
  if (record.scope === 'dealer') return <ReferenceField source="dealer_id" reference="users" link={false} />;
  return <strong>{translate('price_policy.scope.default')}</strong>;
};

/** An amount in EUR in the UI language's format. */
export const EuroField = ({ source }: { source: string; label?: string }) => {
  const [locale] = useLocaleState();
  return <NumberField source={source} locales={locale} options={{ style: 'currency', currency: 'EUR' }} />;
};

export const PercentField = ({ source }: { source: string; label?: string }) => {
  const [locale] = useLocaleState();
  const record = useRecordContext<Record<string, number>>();
  if (typeof record?.[source] !== 'number') return null;
  return <span>{new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(record[source])} %</span>;
};
