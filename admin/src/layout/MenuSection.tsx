import type { ReactNode } from 'react';
import { Divider, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSidebarState, useTranslate } from 'react-admin';
import { useMayOpen } from '../roles/useMayOpen';
import { useFoldedSection } from './foldedSections';

/**
 * A titled group of sidebar entries after a divider. The title is a button that folds the group
 * (remembered on the device); it is an ordinary list row, never a sticky subheader, so it cannot
 * overlap the entries when the sidebar scrolls. The folded sidebar (icons only) has no titles and
 * shows every entry. The entries stay direct children of the menu list, which its arrow keys need.
 * With `paths`, the group shows when its reader may open one of them (its roles in the screen
 * table, a sub-user's tree): an empty group's title would stand alone.
 */
export const MenuSection = ({ title, paths, children }: { title: string; paths?: readonly string[]; children: ReactNode }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [folded, toggle] = useFoldedSection(title);
  const mayOpen = useMayOpen();
  if (paths && !paths.some((path) => mayOpen({ path }))) return null;
  const label = translate(title);
  return (
    <>
      <Divider sx={{ my: 1 }} />
      {sidebarOpen && (
        <ListItemButton
          dense
          // Inside react-admin's menu (role="menu") only menu items may stand: the title is one that folds its section.
          role="menuitem"
          onClick={toggle}
          aria-expanded={!folded}
          title={translate(folded ? 'portal.menu.unfold' : 'portal.menu.fold', { section: label })}
          data-testid="menu-section"
          sx={{ py: 0.25, color: 'text.secondary' }}
        >
          <ListItemText primary={label} primaryTypographyProps={{ variant: 'body2', fontWeight: 500 }} />
          <ListItemIcon sx={{ minWidth: 0 }}>{folded ? <ExpandMoreIcon fontSize="small" /> : <ExpandLessIcon fontSize="small" />}</ListItemIcon>
        </ListItemButton>
      )}
      {(!sidebarOpen || !folded) && children}
    </>
  );
};
