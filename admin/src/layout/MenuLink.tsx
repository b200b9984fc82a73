import type { ReactElement } from 'react';
import { useMayOpen } from '../roles/useMayOpen';
import { adminPath } from './AdminLink';
import { MenuEntry } from './MenuEntry';

interface MenuLinkProps {
  /** The custom route, below the admin's base path. */
  path: string;
  /** Translation key. */
  label: string;
  icon: ReactElement;
}

/**
 * A sidebar entry of a custom route (not a resource), shown to the roles the screen table opens its
 * path to (events/access/screens.ts) and, for a sub-user, when its tree allows the path: an entry
 * never leads to a screen that would refuse its reader.
 */
export const MenuLink = ({ path, label, icon }: MenuLinkProps) => {
  const mayOpen = useMayOpen();
  if (!mayOpen({ path })) return null;
  return <MenuEntry to={adminPath(path)} label={label} icon={icon} />;
};
