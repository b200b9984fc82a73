import type { ReactNode } from 'react';
import { Link as MuiLink, type LinkProps as MuiLinkProps } from '@mui/material';
import { Link } from 'react-router-dom';
import { BASE_PATH } from '../constants';

/** An absolute path under /admin/, for pages rendered outside react-admin's basename. */
export const adminPath = (path: string): string => `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;

/** A router link to a path under /admin/, styled as an MUI link. */
export const AdminLink = ({ to, children, ...props }: { to: string; children: ReactNode } & Omit<MuiLinkProps, 'href'>) => (
  <MuiLink component={Link} to={adminPath(to)} {...props}>
    {children}
  </MuiLink>
);
