import { Button, Stack } from '@mui/material';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CallMadeIcon from '@mui/icons-material/CallMade';
import HistoryIcon from '@mui/icons-material/History';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Role } from '../../constants';
import { BUYER_ROLES, MOVEMENT_ROLES, TRANSFER_ROLES } from '../constants';
import { hasAnyRole } from '../../roles/hasAnyRole';
import { adminPath } from '../../layout/AdminLink';
import { useMayOpen } from '../../roles/useMayOpen';

interface QuickLink {
  to: string;
  label: string;
  icon: ReactElement;
}

const withAccount = (path: string, userId?: string) =>
  userId ? `${path}?filter=${encodeURIComponent(JSON.stringify({ userId }))}` : path;

const linksFor = (roles: readonly Role[], userId?: string): QuickLink[] => {
  if (userId) {
    return [
      { to: `/profile-admin/${userId}`, label: 'credit.menu.account', icon: <ManageAccountsIcon /> },
      { to: withAccount('/credit-history', userId), label: 'credit.menu.history', icon: <HistoryIcon /> },
      { to: withAccount('/credit-admin-history', userId), label: 'credit.menu.admin_history', icon: <HistoryIcon /> },
    ];
  }
  if (roles.includes('Admin')) {
    return [
      { to: '/credit-admin-history', label: 'credit.menu.admin_history', icon: <ManageSearchIcon /> },
      { to: '/credit-payments', label: 'credit.menu.payments', icon: <PointOfSaleIcon /> },
      { to: '/credit', label: 'credit.menu.transfer', icon: <SwapHorizIcon /> },
      { to: '/credit-account-import', label: 'credit.menu.account_import', icon: <UploadFileIcon /> },
    ];
  }
  const links: QuickLink[] = [];
  if (hasAnyRole(roles, MOVEMENT_ROLES)) {
    links.push(
      { to: '/credit-dash-received', label: 'credit.menu.received', icon: <CallReceivedIcon /> },
      { to: '/credit-dash-sent', label: 'credit.menu.sent', icon: <CallMadeIcon /> },
      { to: '/credit-history', label: 'credit.menu.history', icon: <HistoryIcon /> },
    );
  }
  if (hasAnyRole(roles, TRANSFER_ROLES)) links.push({ to: '/credit', label: 'credit.menu.transfer', icon: <SwapHorizIcon /> });
  if (hasAnyRole(roles, BUYER_ROLES)) links.push({ to: '/order-credit', label: 'credit.menu.buy', icon: <AddShoppingCartIcon /> });
  return links;
};

/** Shortcuts from the credit dashboard to the other credit screens the user may open. */
export const QuickLinks = ({ roles, userId }: { roles: readonly Role[]; userId?: string }) => {
  const translate = useTranslate();
  const mayOpen = useMayOpen(); // a sub-user sees the shortcuts its switches open (issue 13)
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {linksFor(roles, userId).filter((link) => mayOpen({ path: link.to })).map((link) => (
        <Button key={link.to} component={Link} to={adminPath(link.to)} variant="outlined" startIcon={link.icon}>
          {translate(link.label)}
        </Button>
      ))}
    </Stack>
  );
};
