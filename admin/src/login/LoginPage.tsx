import { useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, TextInput, useLogin, useTranslate } from 'react-admin';
import { AdminLink } from '../layout/AdminLink';
import { PublicLinks } from '../contentPages/PublicLinks';
import { SubmitButton } from '../layout/FormFeedback';
import { PublicLayout } from '../layout/PublicLayout';
import { useSubmission } from '../layout/useSubmission';
import type { LoginParams } from '../providers/authProvider';
import { emailRules, isRequired } from '../validation/validators';
import { ResendVerification } from './ResendVerification';
import { SignedInNotice } from './SignedInNotice';

type Credentials = Extract<LoginParams, { email: string }>;

/** /login: email and password, start session; shows the server's message (spec section 8). */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const { pending, error, code, submit } = useSubmission(async (credentials: Credentials) => {
    setEmail(credentials.email);
    await login(credentials);
  });

  return (
    <PublicLayout title="portal.login.title">
      <SignedInNotice />
      <Form onSubmit={submit} noValidate>
        <TextInput source="email" type="email" label="portal.login.email" validate={emailRules} autoComplete="username" fullWidth />
        <PasswordInput source="password" label="portal.login.password" validate={isRequired} autoComplete="current-password" fullWidth />
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {translate(error, { _: error })}
            {code === 'EMAIL_NOT_VERIFIED' && <ResendVerification email={email} />}
          </Alert>
        )}
        <SubmitButton label="portal.login.start_session" pending={pending} />
      </Form>
      <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        <AdminLink to="/forgot-password">{translate('portal.login.forgot_password')}</AdminLink>
        <Box>
          <Typography component="span" variant="body2" sx={{ mr: 1 }}>
            {translate('portal.login.no_account')}
          </Typography>
          <AdminLink to="/register">{translate('portal.login.create_account')}</AdminLink>
        </Box>
      </Stack>
      <PublicLinks />
    </PublicLayout>
  );
};
