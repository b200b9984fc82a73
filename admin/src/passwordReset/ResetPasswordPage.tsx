import { useState } from 'react';
import { Stack } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Form, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AdminLink } from '../layout/AdminLink';
import { MessageAlert, SubmitButton } from '../layout/FormFeedback';
import { PublicLayout } from '../layout/PublicLayout';
import { useSubmission } from '../layout/useSubmission';
import { dataProvider } from '../providers/dataProvider';
import { NewPasswordInputs } from '../validation/NewPasswordInputs';

interface ResetValues {
  password: string;
  repeatPassword: string;
}

/** /reset-password/:token: new password and its confirmation. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const { pending, error, submit } = useSubmission(async (values: ResetValues) => {
    await dataProvider.resetPassword({ token, ...values });
    setDone(true);
  });

  return (
    <PublicLayout title="portal.reset_password.title" icon={<LockResetIcon color="primary" />}>
      {done ? (
        <MessageAlert severity="success" message="portal.reset_password.success" />
      ) : (
        <Form onSubmit={submit} noValidate>
          <NewPasswordInputs label="portal.reset_password.password" repeatLabel="portal.reset_password.repeat_password" />
          <MessageAlert message={error} />
          <SubmitButton label="portal.reset_password.submit" pending={pending} />
        </Form>
      )}
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <AdminLink to="/login">{translate('portal.reset_password.back_to_login')}</AdminLink>
      </Stack>
    </PublicLayout>
  );
};
