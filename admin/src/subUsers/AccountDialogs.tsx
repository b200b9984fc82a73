import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SelectInput, TextInput, maxLength, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MessageAlert } from '../layout/FormFeedback';
import { useSubmission } from '../layout/useSubmission';
import type { PortalDataProvider } from '../providers/dataProvider';
import { NewPasswordInputs } from '../validation/NewPasswordInputs';
import { emailRules, isRequired } from '../validation/validators';
import type { AccountValues, SubUserAccount, SubUserPermission } from './subUserApi';

const nameRules = [isRequired, maxLength(100)];

const FormDialog = ({ title, submitLabel, pending, error, onClose, children }: { title: ReactNode; submitLabel: string; pending: boolean; error: string | null; onClose: () => void; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        {children}
        <MessageAlert message={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sub_users.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>{translate(submitLabel)}</Button>
      </DialogActions>
    </>
  );
};

/** create-user: email, name, password (the spec's policy, repeated) and the set it works under. */
export const CreateAccountDialog = ({ sets, permissionId, onClose, onSaved }: { sets: SubUserPermission[]; permissionId: string; onClose: () => void; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { pending, error, submit } = useSubmission(async ({ permissionId: set, email, firstName, lastName, password }: AccountValues) => {
    await dataProvider.createAccount({ permissionId: set, email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim(), password });
    notify('sub_users.accounts.created', { type: 'success' });
    onSaved();
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <Form defaultValues={{ permissionId: permissionId || sets[0]?.id, email: '', firstName: '', lastName: '', password: '', repeatPassword: '' }} onSubmit={submit} noValidate>
        <FormDialog title={translate('sub_users.accounts.create')} submitLabel="sub_users.accounts.save" pending={pending} error={error} onClose={onClose}>
          <SelectInput source="permissionId" label="sub_users.accounts.set" choices={sets} optionText="name" validate={isRequired} fullWidth />
          <TextInput source="email" type="email" label="sub_users.accounts.email" validate={emailRules} autoComplete="off" fullWidth />
          <TextInput source="firstName" label="sub_users.accounts.first_name" validate={nameRules} fullWidth />
          <TextInput source="lastName" label="sub_users.accounts.last_name" validate={nameRules} fullWidth />
          <NewPasswordInputs label="sub_users.accounts.password" repeatLabel="sub_users.accounts.repeat_password" />
        </FormDialog>
      </Form>
    </Dialog>
  );
};

/** update-password: the parent gives a sub-user a new password; its sessions end. */
export const PasswordDialog = ({ account, onClose }: { account: SubUserAccount; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { pending, error, submit } = useSubmission(async ({ password, repeatPassword }: { password: string; repeatPassword: string }) => {
    await dataProvider.updatePassword({ id: account.id, password, repeatPassword });
    notify('sub_users.accounts.password_saved', { type: 'success' });
    onClose();
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <Form defaultValues={{ password: '', repeatPassword: '' }} onSubmit={submit} noValidate>
        <FormDialog title={translate('sub_users.accounts.password_title', { email: account.email })} submitLabel="sub_users.sets.save" pending={pending} error={error} onClose={onClose}>
          <NewPasswordInputs label="sub_users.accounts.password" repeatLabel="sub_users.accounts.repeat_password" />
        </FormDialog>
      </Form>
    </Dialog>
  );
};
