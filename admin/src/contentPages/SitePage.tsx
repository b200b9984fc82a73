import { useEffect, useState } from 'react';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AdminLink, adminPath } from '../layout/AdminLink';
import { PublicLayout } from '../layout/PublicLayout';
import { PageSkeleton } from '../shared/LoadingSkeleton';
import { answered, publicClient } from '../providers/apiClient';
import { useTextIn } from '../shared/useTextIn';
import { WrittenText } from '../shared/WrittenText';
import { sitePath, type ContentPageRecord } from './contentPageApi';

type Loaded = { menu: ContentPageRecord[]; page: ContentPageRecord | null };

/** /site and /site/:slug: the business's pages, public (no sign-in), with the menu of the pages written. */
export const SitePage = () => {
  const { slug } = useParams();
  const translate = useTranslate();
  const textIn = useTextIn();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setLoaded(null);
    Promise.all([
      answered(publicClient.GET('/api/public/pages')),
      slug ? answered(publicClient.GET('/api/public/pages/{slug}', { params: { path: { slug } } })) : Promise.resolve(null),
    ]).then(([menu, page]) => current && setLoaded({ menu, page }), () => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [slug]);

  const page = loaded?.page;
  const body = page ? textIn(page.bodyEn, page.bodyEs) : '';
  return (
    <PublicLayout title="content_pages.site_title" wide icon={<StorefrontIcon color="primary" />}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }} component="nav">
        {(loaded?.menu ?? []).map((item) => (
          <Chip key={item.slug} label={textIn(item.titleEn, item.titleEs)} component={Link} to={adminPath(sitePath(item.slug))} clickable color={item.slug === slug ? 'primary' : 'default'} />
        ))}
      </Stack>
      {failed ? <Alert severity="error">{translate('portal.error_page.text')}</Alert> : null}
      {!loaded && !failed ? <PageSkeleton /> : null}
      {loaded && !slug && loaded.menu.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{translate('content_pages.coming')}</Typography> : null}
      {page ? (
        <Box component="article">
          <Typography variant="h4" component="h2" gutterBottom data-testid="site-title">
            {textIn(page.titleEn, page.titleEs) || translate(`content_pages.slugs.${page.slug}`)}
          </Typography>
          {body ? <WrittenText text={body} testId="site-body" /> : <Typography sx={{ color: 'text.secondary' }}>{translate('content_pages.coming')}</Typography>}
        </Box>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <AdminLink to="/faq">{translate('faq.title')}</AdminLink>
        <AdminLink to="/login">{translate('portal.navigation.back_to_login')}</AdminLink>
      </Stack>
    </PublicLayout>
  );
};
