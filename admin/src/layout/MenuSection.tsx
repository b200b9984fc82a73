import type { ReactNode } from 'react';
import { Divider, ListSubheader } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import type { Role } from '../constants';
import { useHasAnyRole } from '../roles/useHasAnyRole';

/**
 * A titled group of sidebar entries between dividers; the title hides with the folded sidebar.
 * With `roles`, only those roles see the group at all.
 */
export const MenuSection = ({ title, roles, children }: { title: string; roles?: readonly Role[]; children: ReactNode }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const hasAnyRole = useHasAnyRole();
  if (roles && !hasAnyRole(roles)) return null;
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
