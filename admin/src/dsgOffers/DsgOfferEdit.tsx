import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DsgOfferInputs } from './DsgOfferInputs';

/** Save, and delete after a confirmation (pessimistic: the offer is gone only once the server says so). */
const DsgOfferToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

/** Admin: change a family's DSG/TCU offer; dealers see it at once in the vehicle search. */
export const DsgOfferEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm noValidate toolbar={<DsgOfferToolbar />}>
      <DsgOfferInputs />
    </SimpleForm>
  </Edit>
);
