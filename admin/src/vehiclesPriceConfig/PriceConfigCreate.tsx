import { Create, SimpleForm } from 'react-admin';
import { configForApi, PriceConfigInputs } from './PriceConfigInputs';
import { useAppliedNotice } from './useAppliedNotice';

/** Admin: the prices of an engine family, applied to its vehicles on save. */
export const PriceConfigCreate = () => (
  <Create transform={configForApi} mutationOptions={useAppliedNotice()}>
    <SimpleForm noValidate>
      <PriceConfigInputs />
    </SimpleForm>
  </Create>
);
