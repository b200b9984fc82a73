import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { BASE_PATH } from '../constants';
import { screenRefused } from '../roles/menuAccess';
import { useAccess } from '../roles/useMayOpen';

/** A screen a sub-user's tree switches off says so instead of loading (its calls would be refused). */
export const SubUserScreenGuard = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const access = useAccess();
  const { pathname } = useLocation();
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  if (!screenRefused(access, path)) return <>{children}</>;
  return <Alert severity="warning" sx={{ mt: 2 }} data-testid="sub-user-refused">{translate('errors.SUB_USER_NOT_ALLOWED')}</Alert>;
};
