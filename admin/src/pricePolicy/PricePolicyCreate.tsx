import { Create, SimpleForm } from 'react-admin';
import { PricePolicyInputs, policyForApi } from './PricePolicyInputs';

/**
 * Admin: a policy for one country or one dealer. Its numbers start empty (required, explained by
 * their hints): a pre-filled 50 or 0 had the typed digits appended to it (50 then 20 made 5020).
 */
export const PricePolicyCreate = () => (
  <Create redirect="list" transform={policyForApi}>
    <SimpleForm noValidate defaultValues={{ only_on_upgrade_fee: true }}>
      <PricePolicyInputs />
    </SimpleForm>
  </Create>
);
