import { Create, PasswordInput, SimpleForm } from 'react-admin';
import { passwordRules } from '../validation/validators';
import { UserInputs } from './UserInputs';

/** Admin: create an account directly (active, with its roles). */
export const UserCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate defaultValues={{ roles: ['Dealer'] }}>
      <UserInputs />
      <PasswordInput source="password" validate={passwordRules} helperText="portal.register.password_hint" autoComplete="new-password" />
    </SimpleForm>
  </Create>
);
