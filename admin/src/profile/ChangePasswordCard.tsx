import { useState } from 'react';
import { Form, PasswordInput, useDataProvider, useNotify } from 'react-admin';
import { MessageAlert, SubmitButton } from '../layout/FormFeedback';
import { useSubmission } from '../layout/useSubmission';
import type { PortalDataProvider } from '../providers/dataProvider';
import { SectionCard } from './SectionCard';
import { isRequired } from '../validation/validators';
import { NewPasswordInputs } from '../validation/NewPasswordInputs';

interface PasswordValues {
  currentPassword: string;
  password: string;
  repeatPassword: string;
}

/** Change password: the server checks the current one ("The current password does not match"). */
export const ChangePasswordCard = ({ onChanged }: { onChanged: () => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const [formKey, setFormKey] = useState(0);
  const { pending, error, submit } = useSubmission(async (values: PasswordValues) => {
    await dataProvider.changePassword(values);
    notify('portal.profile.password.success', { type: 'success' });
    setFormKey((key) => key + 1);
    onChanged();
  });

  return (
    <SectionCard title="portal.profile.password.title">
      <Form key={formKey} onSubmit={submit} noValidate>
        <PasswordInput source="currentPassword" label="portal.profile.password.current" validate={isRequired} autoComplete="current-password" fullWidth />
        <NewPasswordInputs label="portal.profile.password.new" repeatLabel="portal.profile.password.repeat" />
        <MessageAlert message={error} />
        <SubmitButton label="portal.profile.password.submit" pending={pending} />
      </Form>
    </SectionCard>
  );
};
