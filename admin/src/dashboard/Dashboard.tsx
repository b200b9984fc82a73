import { lazy, Suspense } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CardGridSkeleton, TableSkeleton } from '../shared/LoadingSkeleton';
import { RoleChips } from '../roles';
import { useUserInfo } from '../providers/useUserInfo';
import { dashboardOf } from './roles';
import { loadChunk } from '../shared/loadChunk';
import { useActedFor } from '../subUsers/actedFor';

// Each role's dashboard is its own chunk: a dealer never downloads the Admin's, and the first
// screen after sign-in keeps the initial bundle small. loadChunk: one retry, then a ChunkLoadError (spec section 8).
const screens = {
  admin: lazy(() => loadChunk(() => import('./admin/AdminDashboard'))),
  support: lazy(() => loadChunk(() => import('./support/SupportDashboard'))),
  calibrator: lazy(() => loadChunk(() => import('./calibrator/CalibratorDashboard'))),
  dealer: lazy(() => loadChunk(() => import('./dealer/DealerDashboard'))),
};

/** While the role's screen arrives: its figures and its first list, as grey shapes. */
const Loading = () => (
  <Stack spacing={2}>
    <CardGridSkeleton label="dashboard.loading" />
    <Card variant="outlined"><CardContent><TableSkeleton columns={5} rows={3} label="dashboard.loading" /></CardContent></Card>
  </Stack>
);

/** /dashboard: a greeting (a sub-user's also names the account it acts for), then the dashboard of the user's main role (dashboard/roles.ts). */
export const Dashboard = () => {
  const translate = useTranslate();
  const user = useUserInfo();
  const actedFor = useActedFor();
  if (!user) return null;
  // A sub-user is greeted as itself, acting for the account it works in: "Ana (sub-user of Garage X)".
  const name = actedFor(`${user.firstName} ${user.lastName}`.trim() || user.email, user.subUser?.name);
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
