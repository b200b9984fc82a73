import { PasswordInput } from 'react-admin';
import { isRequired, matchesPassword, passwordRules } from './validators';

/** A new password and its repetition, with the spec's policy and "Password confirmation does not match". */
export const NewPasswordInputs = ({ label, repeatLabel }: { label: string; repeatLabel: string }) => (
  <>
    <PasswordInput source="password" label={label} validate={passwordRules} helperText="portal.register.password_hint" autoComplete="new-password" fullWidth />
    <PasswordInput source="repeatPassword" label={repeatLabel} validate={[isRequired, matchesPassword('password')]} autoComplete="new-password" fullWidth />
  </>
);
