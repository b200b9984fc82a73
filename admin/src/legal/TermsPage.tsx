import { Stack } from '@mui/material';
import GavelIcon from '@mui/icons-material/Gavel';
import { useTranslate } from 'react-admin';
import { AdminLink } from '../layout/AdminLink';
import { PublicLayout } from '../layout/PublicLayout';
import { LegalSections } from './LegalSections';
import { TERMS_SECTIONS } from './legalTexts';
import { TermsDownload } from './TermsDownload';

/** /terms: the general terms with a download link for the terms of use. */
export const TermsPage = () => {
  const translate = useTranslate();
  return (
    <PublicLayout title="portal.terms.title" wide icon={<GavelIcon color="primary" />}>
      <LegalSections prefix="portal.terms" sections={TERMS_SECTIONS} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between' }}>
        <TermsDownload />
        <Stack direction="row" spacing={2}>
          <AdminLink to="/privacy-policy">{translate('portal.privacy.title')}</AdminLink>
          <AdminLink to="/login">{translate('portal.navigation.back_to_login')}</AdminLink>
        </Stack>
      </Stack>
    </PublicLayout>
  );
};
