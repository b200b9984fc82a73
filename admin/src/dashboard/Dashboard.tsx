import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { RoleChips } from '../roles';
import { useUserInfo } from '../providers/useUserInfo';

/** /dashboard: a welcome card with the user's name, roles and balance. */
export const Dashboard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const user = useUserInfo();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(user.balance ?? 0);

  return (
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
            <Typography>{translate('portal.dashboard.credits', { amount })}</Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
