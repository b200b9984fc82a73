import { Alert, Box, Stack, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { BALANCE_ROLES } from '../constants';
import { hasAnyRole } from '../../roles/hasAnyRole';
import { useBalanceVersion } from '../balance/balanceStore';
import { useRefreshOnBalanceChange } from '../balance/useRefreshOnBalanceChange';
import { useLoad } from '../../shared/useLoad';
import { MessageAlert } from '../../layout/FormFeedback';
import { storage } from '../../providers/storage';
import type { UserRecord } from '../../providers/types';
import { UserPicker } from '../../shared/UserPicker';
import { AllowanceNote } from './AllowanceNote';
import { QuickLinks } from './QuickLinks';
import { RecentMovementsCard } from './RecentMovements';
import { SummaryCards } from './SummaryCards';
import { useMayOpen } from '../../roles/useMayOpen';
import { CardGridSkeleton } from '../../shared/LoadingSkeleton';

/** /credit-dashboard: received, used, transferred and remaining credits; administrators pick an account. */
export const CreditDashboardPage = () => {
  const translate = useTranslate();
  const user = storage.getUser();
  // Administrators look at other accounts; Support views the dashboard (spec section 6) but no one else's credits (CONTRACT.md "Access").
  const isAdmin = user?.rol.includes('Admin') ?? false;
  const [params, setParams] = useSearchParams();
  const userId = isAdmin ? (params.get('userId') ?? undefined) : undefined;
  const { data: picked } = useGetOne<UserRecord>('users', { id: userId ?? '' }, { enabled: Boolean(userId) });
  const version = useBalanceVersion();
  useRefreshOnBalanceChange();
  // Staff accounts hold nothing (credits come from the house): pick one first.
  const pickFirst = isAdmin && !userId;
  const summary = useLoad(pickFirst ? null : `${userId ?? 'self'}:${version}`, (provider) => provider.getCreditDashboard(userId));

  const roles = userId ? (picked?.roles ?? []) : (user?.rol ?? []);
  const warnLow = hasAnyRole(roles, BALANCE_ROLES);
  // Only who may buy is told to buy: a sub-user without "buy credits" reads that the balance is low (issue 13).
  const mayBuy = useMayOpen()({ path: '/order-credit' });

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="credit.dashboard.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {userId && picked ? translate('credit.dashboard.title_for', { name: `${picked.firstName} ${picked.lastName}`.trim() || picked.email }) : translate('credit.dashboard.title')}
        </Typography>
        {isAdmin && (
          <UserPicker
            label="credit.dashboard.pick_account"
            value={userId && picked ? picked : null}
            onChange={(chosen) => setParams(chosen ? { userId: String(chosen.id) } : {})}
          />
        )}
      </Box>
      <MessageAlert message={summary.error} />
      {pickFirst && <Alert severity="info">{translate('credit.dashboard.pick_hint')}</Alert>}
      {summary.loading && !summary.data && <CardGridSkeleton cards={4} min={200} />}
      {summary.data && !pickFirst && (
        <>
          {warnLow && summary.data.lowBalance && (
            <Alert severity="error" role="alert">
              {translate(userId || !mayBuy ? 'credit.dashboard.low_balance_other' : 'credit.dashboard.low_balance')}
            </Alert>
          )}
          <SummaryCards summary={summary.data} warnLow={warnLow} />
          <AllowanceNote allowance={summary.data.allowedOrderNoBalance} />
        </>
      )}
      <QuickLinks roles={user?.rol ?? []} userId={userId} />
      {!pickFirst && <RecentMovementsCard userId={userId} />}
    </Stack>
  );
};
