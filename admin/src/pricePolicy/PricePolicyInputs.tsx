import { AutocompleteInput, BooleanInput, ReferenceInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DISTRIBUTOR_MARGIN_MAX } from '../../../events/constants';
import { Alert, Box } from '@mui/material';
import { PriceInput } from '../fields';
import { isRequired } from '../validation/validators';
import type { PricePolicyRecord } from './PolicyFields';

const isPercent: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || (Number(value) >= 0 && Number(value) <= 100) ? undefined : 'price_policy.validation.percent';
const isMargin: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || (Number(value) >= 0 && Number(value) <= DISTRIBUTOR_MARGIN_MAX) ? undefined : 'price_policy.validation.margin';

/** A new policy is for a country or a dealer: the default exists once, from the start. */
const oneScope: Validator = (_: unknown, values: Partial<PricePolicyRecord>) => {
  if (values.country_id && values.dealer_id) return 'price_policy.validation.one_scope';
  if (!values.country_id && !values.dealer_id) return 'price_policy.validation.scope_required';
  return undefined;
};

const grid = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' };

/** Who the policy is for: fixed for the default one, a country or a dealer otherwise. */
const ScopeInputs = () => {
  const record = useRecordContext<PricePolicyRecord>();
  const translate = useTranslate();
  if (record?.scope === 'default') {
    return <Alert severity="info" sx={{ mb: 2 }}><strong>{translate('price_policy.default_title')}</strong> — {translate('price_policy.default_hint')}</Alert>;
  }
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>{translate('price_policy.scope_hint')}</Alert>
      <Box sx={grid}>
        <ReferenceInput source="country_id" reference="countries" sort={{ field: 'name', order: 'ASC' }} perPage={300}>
          <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} validate={oneScope} />
        </ReferenceInput>
        <ReferenceInput source="dealer_id" reference="users" sort={{ field: 'email', order: 'ASC' }}>
          <AutocompleteInput optionText="email" filterToQuery={(q) => ({ q })} validate={oneScope} />
        </ReferenceInput>
      </Box>
    </>
  );
};

/** Fields shared by PricePolicyCreate and PricePolicyEdit; the hints give our reading of spec section 3. */
export const PricePolicyInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 760 }}>
    <ScopeInputs />
    <Box sx={grid}>
      <PriceInput allowZero source="discount_after_a_year" validate={[isRequired, isPercent]} helperText="price_policy.discount_hint" />
      <PriceInput allowZero source="minimum_price" validate={isRequired} helperText="price_policy.minimum_hint" />
    </Box>
    <BooleanInput source="only_on_upgrade_fee" helperText="price_policy.only_upgrade_hint" />
    <MarginInput />
  </Box>
);

/** The distributor's margin: only on an account's policy (the API refuses it elsewhere). */
const MarginInput = () => {
  const dealerId = useWatch({ name: 'dealer_id' });
  if (!dealerId) return null;
  return <Box sx={grid}><PriceInput allowZero source="distributor_margin" validate={isMargin} helperText="price_policy.margin_hint" /></Box>;
};

/** What the API takes: the scope and the three fields of spec section 3. */
export const policyForApi = (record: Partial<PricePolicyRecord>) => ({
  country_id: record.country_id || null,
  dealer_id: record.dealer_id || null,
  discount_after_a_year: record.discount_after_a_year,
  minimum_price: record.minimum_price,
  only_on_upgrade_fee: record.only_on_upgrade_fee ?? false,
  distributor_margin: record.dealer_id ? record.distributor_margin ?? 0 : 0,
});
