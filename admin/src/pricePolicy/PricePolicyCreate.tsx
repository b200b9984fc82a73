import { Create, SimpleForm } from 'react-admin';
import { PricePolicyInputs, policyForApi } from './PricePolicyInputs';

/** Admin: a policy for one country or one dealer, starting from the default's usual values. */
export const PricePolicyCreate = () => (
  <Create redirect="list" transform={policyForApi}>
    <SimpleForm noValidate defaultValues={{ discount_after_a_year: 50, minimum_price: 0, only_on_upgrade_fee: true }}>
      <PricePolicyInputs />
    </SimpleForm>
  </Create>
);
