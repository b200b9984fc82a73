import type { ReactNode } from 'react';
import { Divider, ListSubheader } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import type { Role } from '../constants';
import { useMayOpen } from '../roles/useMayOpen';

/**
 * A titled group of sidebar entries between dividers; the title hides with the folded sidebar.
 * With `roles`, only those roles see the group at all; with `paths`, a sub-user sees it when its
 * tree allows one of them (an empty group's title would stand alone).
 */
export const MenuSection = ({ title, roles, paths, children }: { title: string; roles?: readonly Role[]; paths?: readonly string[]; children: ReactNode }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const mayOpen = useMayOpen();
  if (roles && !mayOpen({ roles, permission: 'any-sub-user' })) return null;
  if (paths && !paths.some((path) => mayOpen({ path }))) return null;
  return (
    <>
      <Divider sx={{ my: 1 }} />
      {sidebarOpen && (
        <ListSubheader component="div" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
          {translate(title)}
        </ListSubheader>
      )}
      {children}
    </>
  );
};
