import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { mayOpenScreen, screenOf } from '../../../events/access/screens';
import { BASE_PATH } from '../constants';
import { screenRefused } from '../roles/menuAccess';
import { accessOf } from '../roles/useMayOpen';
import { NotAllowedPage } from '../status/NotAllowedPage';

/**
 * The route guard of the signed-in layout (spec section 6). A screen of the screen table
 * (events/access/screens.ts) that the user's roles do not open shows the not-allowed page inside
 * the layout, where the spec sent a signed-in user to /login; a screen a sub-user's tree switches
 * off says so instead of loading (its calls would be refused). Paths the table does not know go on
 * to the routes, whose catch-all sends them to /login.
 */
export const ScreenGuard = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  const { pathname } = useLocation();
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
  // The roles come from local storage in a tick: nothing is decided before they are known.
  if (isPending) return null;
  if (screenOf(path) !== undefined && !mayOpenScreen(permissions ?? [], path)) return <NotAllowedPage />;
  if (!screenRefused(accessOf(permissions as Parameters<typeof accessOf>[0]), path)) return <>{children}</>;
  return <Alert severity="warning" sx={{ mt: 2 }} data-testid="sub-user-refused">{translate('errors.SUB_USER_NOT_ALLOWED')}</Alert>;
};
