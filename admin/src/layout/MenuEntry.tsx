import { createElement, isValidElement, memo, useCallback, type ReactNode } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import DefaultIcon from '@mui/icons-material/ViewList';
import { Link, useLocation } from 'react-router-dom';
import { useCreatePath, useGetResourceLabel, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';

// The one sidebar entry. react-admin's Menu.Item reads the address itself, so every entry of the
// sidebar (some 50 for an administrator, each a dozen styled components) rendered again at every
// navigation: half the script time of moving between screens. Here only a small part follows the
// address; the entry's markup renders again when its own active state, text or icon changes.
// Markup and class names are react-admin's (RaMenuItemLink-*), so its theme and look stay. A
// parent that renders again (a counter moved) builds a new icon element (`<DashboardIcon />`) for
// the same icon: the entry compares icons by what they render.

const PREFIX = 'RaMenuItemLink';
const classes = { root: `${PREFIX}-root`, active: `${PREFIX}-active`, icon: `${PREFIX}-icon` };

const StyledMenuItem = styled(MenuItem, { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${classes.icon}`]: { color: (theme.vars || theme).palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${classes.active}`]: { color: (theme.vars || theme).palette.text.primary },
  [`.MuiList-dense > & > .${classes.icon}`]: { minWidth: theme.spacing(3.5) },
}));

type ViewProps = { to: string; text: string; icon: ReactNode; active: boolean; sidebarOpen: boolean; onTap: () => void };

/** Whether two nodes render the same: equal values, or elements of one type and key whose props are the same nodes. */
const sameNode = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameNode(item, b[index]));
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const [left, right] = [a.props as Record<string, unknown>, b.props as Record<string, unknown>];
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => sameNode(left[key], right[key]));
};

const sameView = (a: ViewProps, b: ViewProps) =>
  a.to === b.to && a.text === b.text && a.active === b.active && a.sidebarOpen === b.sidebarOpen && a.onTap === b.onTap && sameNode(a.icon, b.icon);

const EntryView = memo(({ to, text, icon, active, sidebarOpen, onTap }: ViewProps) => {
  const item = (
    <StyledMenuItem
      className={active ? `${classes.root} ${classes.active}` : classes.root}
      // @ts-expect-error MUI's MenuItem takes a router link as its component, with the link's props.
      component={Link}
      to={to}
      state={{ _scrollToTop: true }}
      tabIndex={0}
      onClick={onTap}
    >
      {icon && <ListItemIcon className={classes.icon}>{icon}</ListItemIcon>}
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>{text}</Typography>
    </StyledMenuItem>
  );
  // The folded sidebar shows icons only: the name is the icon's tooltip.
  return sidebarOpen ? item : <Tooltip title={text} placement="right">{item}</Tooltip>;
}, sameView);

/** Whether `pathname` is `to` or below it, as react-router's match of a path that does not end there (case aside). */
const isUnder = (pathname: string, to: string) => {
  const [path, base] = [pathname.replace(/\/+$/, '').toLowerCase(), to.replace(/\/+$/, '').toLowerCase()];
  return path === base || path.startsWith(`${base}/`);
};

/** A sidebar entry to `to` (an absolute path under /admin): `label` is a translation key or a text. */
export const MenuEntry = ({ to, label, icon }: { to: string; label: string; icon: ReactNode }) => {
  const translate = useTranslate();
  const active = isUnder(useLocation().pathname, to);
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const theme = useTheme();
  // On a phone the sidebar covers the screen: choosing an entry closes it. Asked at the tap, so no
  // entry listens to the window's size.
  const onTap = useCallback(() => {
    if (window.matchMedia(theme.breakpoints.down('md').replace(/^@media\s*/, '')).matches) setSidebarOpen(false);
  }, [theme, setSidebarOpen]);
  return <EntryView to={to} text={translate(label, { _: label })} icon={icon} active={active} sidebarOpen={sidebarOpen} onTap={onTap} />;
};

/** A resource's list as a sidebar entry: its plural name and its icon unless `icon` is given. */
export const ResourceMenuEntry = ({ name, icon }: { name: string; icon?: ReactNode }) => {
  const resources = useResourceDefinitions();
  const label = useGetResourceLabel()(name, 2);
  const createPath = useCreatePath();
  const resource = resources[name];
  if (!resource) return null;
  return <MenuEntry to={createPath({ resource: name, type: 'list' })} label={label} icon={icon ?? createElement(resource.icon ?? DefaultIcon)} />;
};
