import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, Logout, MenuItemLink, ToggleThemeButton, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { forwardRef } from 'react';
import { CreditTopBar } from '../credit';
import { EncryptionStatusChip } from '../encryption';
import { SupportBar } from '../supportHours';
import { NotificationBell } from '../notifications';
import { useMayOpen } from '../roles/useMayOpen';
import { SearchButton } from '../search';
import { adminPath } from './AdminLink';
import { LanguageSwitch } from './LanguageSwitch';
import { PortalLogo } from './PortalLogo';

// forwardRef: MUI's Menu needs to focus its items.
const ProfileMenuItem = forwardRef<HTMLAnchorElement>((_props, ref) => {
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      ref={ref}
      to={adminPath('/profile')}
      primaryText="portal.menu.profile"
      leftIcon={<AccountCircleIcon />}
      onClick={() => userMenu?.onClose()}
    />
  );
});
ProfileMenuItem.displayName = 'ProfileMenuItem';

/** A sub-user sees the profile entry only when its tree allows the profile (off by default). */
const PortalUserMenu = () => {
  const mayOpen = useMayOpen();
  // The button shows the user's name, so its accessible name is that name (react-admin's default
  // aria-label "Profile" would not match what a speech-input user sees and says).
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
      {mayOpen({ path: '/profile' }) && <ProfileMenuItem />}
      <Logout />
    </UserMenu>
  );
};

/** Top bar: logo and balance (dealers) and currency switch, the global search, language and light/dark switches, loading indicator and the user menu. */
export const PortalAppBar = () => {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={<PortalUserMenu />}
      toolbar={
        <>
          <PortalLogo />
          <CreditTopBar />
          <EncryptionStatusChip />
          <SupportBar />
          <NotificationBell />
          <SearchButton />
          <LanguageSwitch />
          {/* On a 375 px phone these two would push the user menu off the bar: a phone follows the system's theme, and pages reload by themselves. */}
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
            <ToggleThemeButton />
            {/* Passed on to its spinner: a progress bar needs a name. */}
            <LoadingIndicator aria-label={translate('ra.page.loading')} />
          </Box>
        </>
      }
    />
  );
};
