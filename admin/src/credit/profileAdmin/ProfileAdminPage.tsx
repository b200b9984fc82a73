import { Box, Stack, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { PageSkeleton } from '../../shared/LoadingSkeleton';
import { useParams } from 'react-router-dom';
import { useBalanceVersion } from '../balance/balanceStore';
import { useRefreshOnBalanceChange } from '../balance/useRefreshOnBalanceChange';
import { BALANCE_ROLES } from '../constants';
import { hasAnyRole } from '../../roles/hasAnyRole';
import { useLoad } from '../../shared/useLoad';
import { AllowanceNote, SummaryCards } from '../dashboard';
import { CreditActionButtons } from '../transfer';
import { MessageAlert } from '../../layout/FormFeedback';
import type { UserRecord } from '../../providers/types';
import { AccountDetailsCard } from './AccountDetailsCard';
import { AccountMovements } from './AccountMovements';
import { OrderWithoutBalanceCard } from './OrderWithoutBalanceCard';
import { SalePermissionsCard } from './SalePermissionsCard';

type CreditUserRecord = UserRecord & { canSale: boolean; canBuy: boolean };

/** /profile-admin/:id (Admin): one account's details, balance, allowance, permissions and movements. */
export const ProfileAdminPage = () => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const version = useBalanceVersion();
  useRefreshOnBalanceChange();
  const { data: record, error: recordError, refetch } = useGetOne<CreditUserRecord>('users', { id });
  const detail = useLoad(`detail:${id}:${version}`, (provider) => provider.getUserDetail(id));
  const summary = useLoad(`summary:${id}:${version}`, (provider) => provider.getCreditDashboard(id));
  const reload = () => {
    detail.reload();
    summary.reload();
    void refetch();
  };

  if (recordError) return <MessageAlert message="credit.profile_admin.not_found" />;
  if (!record) return <PageSkeleton />;
  const name = `${record.firstName} ${record.lastName}`.trim() || record.email;

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="credit.profile_admin.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {translate('credit.profile_admin.heading', { name })}
        </Typography>
        <CreditActionButtons isAdmin canTransfer canDeduct account={{ id: String(record.id), name }} />
      </Box>
      <MessageAlert message={summary.error ?? detail.error} />
      {summary.data && <SummaryCards summary={summary.data} warnLow={hasAnyRole(record.roles, BALANCE_ROLES)} />}
      {summary.data && <AllowanceNote allowance={summary.data.allowedOrderNoBalance} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr 1fr' }, alignItems: 'stretch' }}>
        <AccountDetailsCard record={record} />
        {detail.data && <OrderWithoutBalanceCard key={`${detail.data.allowedOrderNoBalance.status}:${detail.data.allowedOrderNoBalance.limit}`} user={detail.data} onSaved={reload} />}
        <SalePermissionsCard record={record} />
      </Box>
      <AccountMovements userId={String(record.id)} />
    </Stack>
  );
};
