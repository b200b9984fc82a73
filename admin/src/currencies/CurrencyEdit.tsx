import { Edit, Labeled, NumberInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { SaveOnlyToolbar } from '../fields';
import { isPositive, isRequired } from '../validation/validators';

/** Admin: rate, symbol, name and locale of a currency (PUT /api/currencies/:code). */
export const CurrencyEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm noValidate toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 640 }}>
      <Labeled source="code">
        <TextField source="code" />
      </Labeled>
      <TextInput source="name" validate={isRequired} />
      <TextInput source="symbol" validate={isRequired} />
      <NumberInput source="price" validate={[isRequired, isPositive]} step={0.0001} min={0} />
      <TextInput source="locale" validate={isRequired} />
    </SimpleForm>
  </Edit>
);
