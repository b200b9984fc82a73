import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SelectInput, TextInput, maxLength, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUB_USER_ROLES, defaultTree, withDefaults } from '../../../events/subUsers/permissions';
import { MessageAlert } from '../layout/FormFeedback';
import { useSubmission } from '../layout/useSubmission';
import type { PortalDataProvider } from '../providers/dataProvider';
import { isRequired } from '../validation/validators';
import { PermissionTreeInputs } from './PermissionTreeInputs';
import type { PermissionSetValues, SubUserPermission } from './subUserApi';

export const roleChoices = SUB_USER_ROLES.map((role) => ({ id: role, name: `sub_users.roles.${role}` }));
/** The server's name rule (api/routes/subUsers/schemas.ts): 1 to 100 characters, not only spaces. */
const isName = [isRequired, maxLength(100), (value: unknown) => (String(value ?? '').trim() === '' ? 'portal.validation.required' : undefined)];

const initialValues = (set: SubUserPermission | null): PermissionSetValues =>
  set ? { name: set.name, role: set.role, permissions: withDefaults(set.role, set.permissions) } : { name: '', role: 'sub_user_admin', permissions: defaultTree('sub_user_admin') };

/** Create (no `set`) or edit a permission set: name, role, and the tree as grouped switches. */
export const PermissionSetDialog = ({ set, onClose, onSaved }: { set: SubUserPermission | null; onClose: () => void; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { pending, error, submit } = useSubmission(async (values: PermissionSetValues) => {
    const body = { name: values.name.trim(), role: values.role, permissions: values.permissions };
    if (set) await dataProvider.updatePermissionSet({ id: set.id, ...body });
    else await dataProvider.createPermissionSet(body);
    notify(set ? 'sub_users.sets.updated' : 'sub_users.sets.created', { type: 'success' });
    onSaved();
  });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="permission-set-title">
      <Form defaultValues={initialValues(set)} onSubmit={submit} noValidate>
        <DialogTitle id="permission-set-title">{translate(set ? 'sub_users.sets.dialog_edit' : 'sub_users.sets.dialog_create')}</DialogTitle>
        <DialogContent dividers>
          <TextInput source="name" label="sub_users.sets.name" validate={isName} fullWidth />
          <SelectInput source="role" label="sub_users.sets.role" choices={roleChoices} validate={isRequired} fullWidth />
          <PermissionTreeInputs />
          <MessageAlert message={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('sub_users.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>{translate('sub_users.sets.save')}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
