import { BooleanField, BooleanInput, Edit, Labeled, SimpleForm } from 'react-admin';
import { LocalizedDateField, SaveOnlyToolbar } from '../fields';
import { Stack } from '@mui/material';
import { UserInputs } from './UserInputs';
import { OrderSectionInput } from '../orderSection';

/** Admin: edit identity, roles (the six of spec section 6), active, the parent account and the order section. */
export const UserEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm noValidate toolbar={<SaveOnlyToolbar />}>
      <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
        <Labeled source="emailVerified">
          <BooleanField source="emailVerified" />
        </Labeled>
        <Labeled source="underReview">
          <BooleanField source="underReview" />
        </Labeled>
        <Labeled source="twoFactorEnabled">
          <BooleanField source="twoFactorEnabled" />
        </Labeled>
        <Labeled source="createdAt">
          <LocalizedDateField source="createdAt" showTime />
        </Labeled>
      </Stack>
      <UserInputs emailReadOnly />
      <BooleanInput source="active" />
      <BooleanInput source="underReview" />
      <OrderSectionInput />
    </SimpleForm>
  </Edit>
);
