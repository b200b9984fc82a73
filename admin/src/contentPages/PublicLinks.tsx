import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AdminLink } from '../layout/AdminLink';

/** The way from the sign-in page to the public side: the business's pages, the FAQ and the contact form. */
export const PublicLinks = () => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'center' }}>
      <AdminLink to="/site">{translate('content_pages.site_title')}</AdminLink>
      <AdminLink to="/faq">{translate('faq.title')}</AdminLink>
      <AdminLink to="/contact-us">{translate('contact.form.title')}</AdminLink>
    </Stack>
  );
};
