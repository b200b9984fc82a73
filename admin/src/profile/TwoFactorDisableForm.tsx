import { Button, Typography } from '@mui/material';
import { Form, PasswordInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MessageAlert, SubmitButton } from '../layout/FormFeedback';
import { useSubmission } from '../layout/useSubmission';
import type { PortalDataProvider } from '../providers/dataProvider';
import { isRequired } from '../validation/validators';

/** Turning two-factor off asks the password (POST /api/user/two-factor/disable). */
export const TwoFactorDisableForm = ({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { pending, error, submit } = useSubmission(async ({ password }: { password: string }) => {
    await dataProvider.disableTwoFactor(password);
    notify('portal.profile.two_factor.disabled_success', { type: 'success' });
    onDone();
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('portal.profile.two_factor.disable_help')}
      </Typography>
      <PasswordInput source="password" label="portal.profile.two_factor.password" validate={isRequired} autoComplete="current-password" fullWidth />
      <MessageAlert message={error} />
      <SubmitButton label="portal.profile.two_factor.disable" pending={pending} />
      <Button fullWidth sx={{ mt: 1 }} onClick={onCancel}>
        {translate('portal.profile.two_factor.cancel')}
      </Button>
    </Form>
  );
};
