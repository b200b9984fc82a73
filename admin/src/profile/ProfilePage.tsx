import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { Title, useRefresh } from 'react-admin';
import { useUserInfo } from '../providers/useUserInfo';
import { ChangePasswordCard } from './ChangePasswordCard';
import { SecurityTimeline } from './SecurityTimeline';
import { TwoFactorCard } from './TwoFactorCard';

/** /profile: password, two-factor and the security timeline of the signed-in account. */
export const ProfilePage = () => {
  const user = useUserInfo();
  const refresh = useRefresh();
  const [twoFactorEnabled, setTwoFactorEnabled] = useState(user?.twoFactorEnabled ?? false);
  useEffect(() => {
    if (user) setTwoFactorEnabled(user.twoFactorEnabled);
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
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <SecurityTimeline />
      </Box>
    </Box>
  );
};
