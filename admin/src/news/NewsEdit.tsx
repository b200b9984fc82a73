import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { NewsInputs } from './NewsInputs';

/** Save, or delete after a confirmation. */
const NewsToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteWithConfirmButton mutationMode="pessimistic" confirmTitle="news.delete_title" confirmContent="news.delete_text" />
  </Toolbar>
);

/** Admin: change a news item's texts. */
export const NewsEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm noValidate toolbar={<NewsToolbar />}>
      <NewsInputs />
    </SimpleForm>
  </Edit>
);
