import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { PricePolicyInputs, policyForApi } from './PricePolicyInputs';
import { ScopeField, type PricePolicyRecord } from './PolicyFields';

/** Save, and delete with confirmation except for the default policy, which the API keeps. */
const PolicyToolbar = () => {
  const record = useRecordContext<PricePolicyRecord>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record && record.scope !== 'default' ? <DeleteWithConfirmButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
};

/** "Price policy: Spain" — who the policy is for, by name. */
const PolicyTitle = () => {
  const translate = useTranslate();
  return <span>{translate('resources.price-policy.name', { smart_count: 1 })}: <ScopeField /></span>;
};

/** Admin: change a price policy (the default one keeps its scope). */
export const PricePolicyEdit = () => (
  <Edit mutationMode="pessimistic" transform={policyForApi} redirect="list" title={<PolicyTitle />}>
    <SimpleForm noValidate toolbar={<PolicyToolbar />}>
      <PricePolicyInputs />
    </SimpleForm>
  </Edit>
);
