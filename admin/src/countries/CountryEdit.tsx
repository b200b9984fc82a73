import { AutocompleteInput, BooleanInput, Edit, Labeled, NumberInput, ReferenceInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { SaveOnlyToolbar } from '../fields';
import { Stack } from '@mui/material';
import { isPhonePrefix, isPositive, isRequired } from '../validation/validators';

/** Admin: the ISO codes are fixed; names, currency, phone prefix, Europe flag and market factor are editable. */
export const CountryEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm noValidate toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 640 }}>
      <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
        {(['alpha2Code', 'alpha3Code'] as const).map((source) => (
          <Labeled key={source} source={source}>
            <TextField source={source} />
          </Labeled>
        ))}
      </Stack>
      <TextInput source="name" validate={isRequired} />
      <TextInput source="nativeName" validate={isRequired} />
      <ReferenceInput source="currencyCode" reference="currencies" sort={{ field: 'preferred', order: 'ASC' }} perPage={200}>
        <AutocompleteInput optionText={(c: { code: string; name: string }) => `${c.code} — ${c.name}`} filterToQuery={(q) => ({ q })} validate={isRequired} />
      </ReferenceInput>
      <TextInput source="phonePrefix" validate={isPhonePrefix} helperText="portal.validation.phone_prefix" />
      <BooleanInput source="inEurope" />
      <NumberInput source="marketFactor" validate={[isRequired, isPositive]} step={0.01} min={0} />
    </SimpleForm>
  </Edit>
);
