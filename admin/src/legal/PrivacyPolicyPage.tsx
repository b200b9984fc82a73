import { Stack } from '@mui/material';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { useTranslate } from 'react-admin';
import { AdminLink } from '../layout/AdminLink';
import { PublicLayout } from '../layout/PublicLayout';
import { LegalSections } from './LegalSections';
import { PRIVACY_SECTIONS } from './legalTexts';

/** /privacy-policy */
export const PrivacyPolicyPage = () => {
  const translate = useTranslate();
  return (
    <PublicLayout title="portal.privacy.title" wide icon={<PrivacyTipIcon color="primary" />}>
      <LegalSections prefix="portal.privacy" sections={PRIVACY_SECTIONS} />
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <AdminLink to="/terms">{translate('portal.terms.title')}</AdminLink>
        <AdminLink to="/login">{translate('portal.navigation.back_to_login')}</AdminLink>
      </Stack>
    </PublicLayout>
  );
};
