import { Create, SimpleForm } from 'react-admin';
import { VinRuleInputs } from './VinRuleInputs';

/** Admin: a new VIN search rule. */
export const VinRuleCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <VinRuleInputs />
    </SimpleForm>
  </Create>
);
