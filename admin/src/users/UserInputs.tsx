import { AutocompleteInput, ReferenceInput, SelectArrayInput, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { useCountryName } from '../fields';
import { roleChoices } from '../roles';
import { emailRules, isPhone, isRequired } from '../validation/validators';

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' };

const userName = (user: { firstName?: string; lastName?: string; email?: string }) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() + (user.email ? ` <${user.email}>` : '');

/** Fields shared by UserCreate and UserEdit: identity, country, roles and the parent account. */
export const UserInputs = ({ emailReadOnly = false }: { emailReadOnly?: boolean }) => {
  const countryName = useCountryName();
  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      <Box sx={twoColumns}>
        <TextInput source="firstName" validate={isRequired} />
        <TextInput source="lastName" validate={isRequired} />
        <TextInput source="email" type="email" validate={emailRules} readOnly={emailReadOnly} />
        <TextInput source="phone" type="tel" validate={isPhone} />
      </Box>
      <ReferenceInput source="countryId" reference="countries" sort={{ field: 'name', order: 'ASC' }} perPage={300}>
        <AutocompleteInput optionText={countryName} filterToQuery={(q) => ({ q })} />
      </ReferenceInput>
      <SelectArrayInput source="roles" choices={roleChoices} validate={isRequired} />
      <ReferenceInput source="parentId" reference="users" sort={{ field: 'email', order: 'ASC' }}>
        <AutocompleteInput optionText={userName} filterToQuery={(q) => ({ q })} />
      </ReferenceInput>
    </Box>
  );
};
