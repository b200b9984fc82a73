import { Create, SimpleForm } from 'react-admin';
import { NewsInputs } from './NewsInputs';

/** Admin: publish a news item. */
export const NewsCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate>
      <NewsInputs />
    </SimpleForm>
  </Create>
);
