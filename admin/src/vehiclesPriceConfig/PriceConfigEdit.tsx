import { Edit, SimpleForm } from 'react-admin';
import { configForApi, PriceConfigInputs } from './PriceConfigInputs';
import { useAppliedNotice } from './useAppliedNotice';

/** Admin: change an engine family's prices; saving applies them to its vehicles again. */
export const PriceConfigEdit = () => (
  <Edit mutationMode="pessimistic" transform={configForApi} mutationOptions={useAppliedNotice()}>
    <SimpleForm noValidate>
      <PriceConfigInputs />
    </SimpleForm>
  </Edit>
);
