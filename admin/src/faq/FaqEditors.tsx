import { Create, DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { FaqInputs } from './FaqInputs';

const FaqToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteWithConfirmButton mutationMode="pessimistic" confirmTitle="faq.delete_title" confirmContent="faq.delete_text" />
  </Toolbar>
);

/** Admin: a new question. */
export const FaqCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate defaultValues={{ position: 0 }}>
      <FaqInputs />
    </SimpleForm>
  </Create>
);

/** Admin: change a question, or delete it after a confirmation. */
export const FaqEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm noValidate toolbar={<FaqToolbar />}>
      <FaqInputs />
    </SimpleForm>
  </Edit>
);
