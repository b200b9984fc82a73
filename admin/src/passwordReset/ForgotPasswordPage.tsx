import { Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { emailRules } from '../validation/validators';
import { ResetStep } from './ResetStep';

/** /forgot-password: asks for a reset link (the answer is the same whether the email exists or not). */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const send = async ({ email }: { email: string }) => {
    await dataProvider.recoverPassword(email.trim());
  };
  return (
    <ResetStep step="forgot_password" doneMessage="portal.forgot_password.sent" send={send}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('portal.forgot_password.help')}
      </Typography>
      <TextInput source="email" type="email" label="portal.forgot_password.email" validate={emailRules} autoComplete="email" fullWidth />
    </ResetStep>
  );
};
