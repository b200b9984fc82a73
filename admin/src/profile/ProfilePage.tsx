import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { Title, useRefresh } from 'react-admin';
import { useUserInfo } from '../providers/useUserInfo';
import { ChangePasswordCard } from './ChangePasswordCard';
import { SecurityTimeline } from './SecurityTimeline';
import { TwoFactorCard } from './TwoFactorCard';
import { useMayOpen } from '../roles/useMayOpen';

/** /profile: password, two-factor and the security timeline of the signed-in account. */
export const ProfilePage = () => {
  const user = useUserInfo();
  const refresh = useRefresh();
  const mayOpen = useMayOpen();
  // A sub-user's own login: its password and two-factor, never its parent's (issue 13).
  const ownTwoFactor = (u: typeof user) => (u?.subUser ? u.subUser.twoFactorEnabled : u?.twoFactorEnabled) ?? false;
  const [twoFactorEnabled, setTwoFactorEnabled] = useState(ownTwoFactor(user));
  useEffect(() => {
    if (user) setTwoFactorEnabled(ownTwoFactor(user));
  }, [user]);

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Title title="portal.profile.title" />
      <ChangePasswordCard onChanged={refresh} />
      <TwoFactorCard
        enabled={twoFactorEnabled}
        onChange={(enabled) => {
          setTwoFactorEnabled(enabled);
          refresh(); // the security timeline shows the new event
        }}
      />
      {/* The parent account's timeline: a sub-user reads it with the `profile` switch only. */}
      {mayOpen({ permission: 'profile' }) && (
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <SecurityTimeline />
        </Box>
      )}
    </Box>
  );
};
