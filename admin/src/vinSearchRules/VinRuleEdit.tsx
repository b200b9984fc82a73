import { Edit, SimpleForm } from 'react-admin';
import { VinRuleInputs } from './VinRuleInputs';

/** Admin: change a VIN search rule (pessimistic: the server checks the prefix and its uniqueness). */
export const VinRuleEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <VinRuleInputs />
    </SimpleForm>
  </Edit>
);
