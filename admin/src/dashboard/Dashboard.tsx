import { Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../constants';
import { SoftwareOrderList } from '../softwareOrders';
import { LIST_ROLES } from '../softwareOrders/roles';
import { useMoney } from '../credit/money/useMoney';
import { RoleChips } from '../roles';
import { useUserInfo } from '../providers/useUserInfo';

/** /dashboard: a welcome card with the user's name, roles and balance (formatted as in the top bar). */
export const Dashboard = () => {
  const translate = useTranslate();
  const money = useMoney();
  const user = useUserInfo();
  const { permissions } = usePermissions<Role[]>();
  if (!user) return null;
  // The order list shares its screen with the dashboard (spec section 2).
  const orders = (permissions ?? []).some((role) => LIST_ROLES.includes(role));
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <Box>
      <Card sx={{ mt: 2 }}>
        <Title title="portal.menu.dashboard" />
        <CardHeader title={translate('portal.dashboard.welcome', { name })} subheader={user.email} />
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2" sx={{ minWidth: 80 }}>
                {translate('portal.dashboard.roles')}
              </Typography>
              <RoleChips roles={user.rol} />
            </Stack>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2" sx={{ minWidth: 80 }}>
                {translate('portal.dashboard.balance')}
              </Typography>
              <Typography>{money.credits(user.balance ?? 0)}</Typography>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {orders && <SoftwareOrderList title={false} perPage={10} />}
    </Box>
  );
};
