import { useState, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Form, useTranslate } from 'react-admin';
import { AdminLink } from '../layout/AdminLink';
import { MessageAlert, SubmitButton } from '../layout/FormFeedback';
import { PublicLayout } from '../layout/PublicLayout';
import { useSubmission } from '../layout/useSubmission';

interface ResetStepProps<Values> {
  /** `portal.<step>.*`: title, submit, back_to_login. */
  step: 'forgot_password' | 'reset_password';
  /** The translation key shown once the server accepted the form. */
  doneMessage: string;
  send: (values: Values) => Promise<void>;
  /** The form's inputs. */
  children: ReactNode;
}

/** A step of the password reset: its form until the server accepts it, then what happened; always the way back to login. */
export const ResetStep = <Values,>({ step, doneMessage, send, children }: ResetStepProps<Values>) => {
  const translate = useTranslate();
  const [done, setDone] = useState(false);
  const { pending, error, submit } = useSubmission(async (values: Values) => {
    await send(values);
    setDone(true);
  });

  return (
    <PublicLayout title={`portal.${step}.title`} icon={<LockResetIcon color="primary" />}>
      {done ? (
        <MessageAlert severity="success" message={doneMessage} />
      ) : (
        <Form onSubmit={submit} noValidate>
          {children}
          <MessageAlert message={error} />
          <SubmitButton label={`portal.${step}.submit`} pending={pending} />
        </Form>
      )}
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <AdminLink to="/login">{translate(`portal.${step}.back_to_login`)}</AdminLink>
      </Stack>
    </PublicLayout>
  );
};
