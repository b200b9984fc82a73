import { lazy, Suspense } from 'react';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { RoleChips } from '../roles';
import { useUserInfo } from '../providers/useUserInfo';
import { dashboardOf } from './roles';
import { loadChunk } from '../shared/loadChunk';

// Each role's dashboard is its own chunk: a dealer never downloads the Admin's, and the first
// screen after sign-in keeps the initial bundle small. loadChunk: one retry, then a ChunkLoadError (spec section 8).
const screens = {
  admin: lazy(() => loadChunk(() => import('./admin/AdminDashboard'))),
  support: lazy(() => loadChunk(() => import('./support/SupportDashboard'))),
  calibrator: lazy(() => loadChunk(() => import('./calibrator/CalibratorDashboard'))),
  dealer: lazy(() => loadChunk(() => import('./dealer/DealerDashboard'))),
};

const Loading = () => {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('dashboard.loading')} />;
};

/** /dashboard: a greeting, then the dashboard of the user's main role (dashboard/roles.ts). */
export const Dashboard = () => {
  const translate = useTranslate();
  const user = useUserInfo();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const kind = dashboardOf(user.rol);
  const Screen = kind ? screens[kind] : null;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="portal.menu.dashboard" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{translate('dashboard.welcome', { name })}</Typography>
        <RoleChips roles={user.rol} />
      </Box>
      {Screen && (
        <Suspense fallback={<Loading />}>
          <Screen />
        </Suspense>
      )}
    </Stack>
  );
};
