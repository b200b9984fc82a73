import type { ReactNode } from 'react';
import { Divider, ListSubheader } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';

/** A titled group of sidebar entries between dividers; the title hides with the folded sidebar. */
export const MenuSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
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
