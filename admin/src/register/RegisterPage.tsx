import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import { Form, useLocaleState, useTranslate } from 'react-admin';
import { isLanguage } from '../i18n/i18nProvider';
import { AdminLink } from '../layout/AdminLink';
import { MessageAlert, SubmitButton } from '../layout/FormFeedback';
import { PublicLayout } from '../layout/PublicLayout';
import { useSubmission } from '../layout/useSubmission';
import { dataProvider } from '../providers/dataProvider';
import type { SignupPayload } from '../providers/types';
import { PersonalInputs } from './PersonalInputs';
import { RegistrationSent } from './RegistrationSent';
import { SubDealerInputs } from './SubDealerInputs';
import { TermsInputs } from './TermsInputs';
import { useRegistrationOptions } from './useRegistrationOptions';

type RegisterValues = Omit<SignupPayload, 'isSubDealer'> & { isSubDealer: 'yes' | 'no' };

const toPayload = ({ isSubDealer, dealerId, phone, email, ...values }: RegisterValues): SignupPayload => ({
  ...values,
  email: email.trim(),
  phone: phone.trim(),
  isSubDealer: isSubDealer === 'yes',
  ...(isSubDealer === 'yes' ? { dealerId } : {}),
});

/** /register: account creation (spec sections 2 and 5). */
export const RegisterPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { countries } = useRegistrationOptions();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending, error, submit } = useSubmission(async (values: RegisterValues) => {
    const payload = { ...toPayload(values), ...(isLanguage(locale) ? { language: locale } : {}) };
    await dataProvider.signup(payload);
    setSentTo(payload.email);
  });

  if (sentTo) return <RegistrationSent email={sentTo} />;

  return (
    <PublicLayout title="portal.register.title" wide icon={<PersonAddAltIcon color="primary" />}>
      <Form onSubmit={submit} noValidate defaultValues={{ isSubDealer: 'no', termsAccepted: false }}>
        <PersonalInputs countries={countries} />
        <SubDealerInputs />
        <TermsInputs />
        <MessageAlert message={error} />
        <SubmitButton label="portal.register.submit" pending={pending} />
      </Form>
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <Box>
          <Typography component="span" variant="body2" sx={{ mr: 1 }}>
            {translate('portal.register.have_account')}
          </Typography>
          <AdminLink to="/login">{translate('portal.register.back_to_login')}</AdminLink>
        </Box>
      </Stack>
    </PublicLayout>
  );
};
