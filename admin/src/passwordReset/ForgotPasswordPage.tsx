import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Form, TextInput, useTranslate } from 'react-admin';
import { AdminLink } from '../layout/AdminLink';
import { MessageAlert, SubmitButton } from '../layout/FormFeedback';
import { PublicLayout } from '../layout/PublicLayout';
import { useSubmission } from '../layout/useSubmission';
import { dataProvider } from '../providers/dataProvider';
import { emailRules } from '../validation/validators';

/** /forgot-password: asks for a reset link (the answer is the same whether the email exists or not). */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const { pending, error, submit } = useSubmission(async ({ email }: { email: string }) => {
    await dataProvider.recoverPassword(email.trim());
    setSent(true);
  });

  return (
    <PublicLayout title="portal.forgot_password.title" icon={<LockResetIcon color="primary" />}>
      {sent ? (
        <MessageAlert severity="success" message="portal.forgot_password.sent" />
      ) : (
        <Form onSubmit={submit} noValidate>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('portal.forgot_password.help')}
          </Typography>
          <TextInput source="email" type="email" label="portal.forgot_password.email" validate={emailRules} autoComplete="email" fullWidth />
          <MessageAlert message={error} />
          <SubmitButton label="portal.forgot_password.submit" pending={pending} />
        </Form>
      )}
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <AdminLink to="/login">{translate('portal.forgot_password.back_to_login')}</AdminLink>
      </Stack>
    </PublicLayout>
  );
};
