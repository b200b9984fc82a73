import type { ReactElement } from 'react';
import { Menu } from 'react-admin';
import type { Role } from '../constants';
import { useMayOpen } from '../roles/useMayOpen';
import { adminPath } from './AdminLink';

interface MenuLinkProps {
  /** The custom route, below the admin's base path. */
  path: string;
  /** Translation key. */
  label: string;
  icon: ReactElement;
  /** Shown only to these roles; to everyone who sees the section when left out. */
  roles?: readonly Role[];
}

/** A sidebar entry of a custom route (not a resource); a sub-user sees it when its tree allows the path. */
export const MenuLink = ({ path, label, icon, roles }: MenuLinkProps) => {
  const mayOpen = useMayOpen();
  if (!mayOpen({ path, roles })) return null;
  return <Menu.Item to={adminPath(path)} primaryText={label} leftIcon={icon} />;
};
