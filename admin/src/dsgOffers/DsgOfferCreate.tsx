import { Create, SimpleForm } from 'react-admin';
import { DsgOfferInputs } from './DsgOfferInputs';
import { emptyStages } from './stages';

/** Admin: an offer for a gearbox family that has none yet. */
export const DsgOfferCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate defaultValues={{ stages: emptyStages(), softwareOptions: [], hardwareOptions: [] }}>
      <DsgOfferInputs create />
    </SimpleForm>
  </Create>
);
