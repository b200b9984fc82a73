import { Link as MuiLink, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import type { SoftwareOrderView } from '../types';

/** The order's public pages: the certificate once paid, the overview, and the administration's (Admins only). */
export const OrderDocuments = ({ links }: { links: SoftwareOrderView['links'] }) => {
  const translate = useTranslate();
  const items = [
    ['certificate', links.certificate],
    ['overview', links.overview],
    ['admin_overview', links.adminOverview],
  ].filter((item): item is [string, string] => Boolean(item[1]));
  return (
    <Stack spacing={1}>
      {items.map(([key, href]) => (
        <MuiLink key={key} href={href} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid={`order-link-${key}`}>
          {translate(`software_orders.detail.${key}`)} <OpenInNewIcon fontSize="inherit" />
        </MuiLink>
      ))}
      <Typography variant="caption" color="text.secondary">{translate('software_orders.detail.documents_hint')}</Typography>
    </Stack>
  );
};
