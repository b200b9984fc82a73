import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useBalance } from '../balance/balanceStore';
import { useRefreshOnBalanceChange } from '../balance/useRefreshOnBalanceChange';
import { BALANCE_ROLES, LOW_BALANCE_THRESHOLD, TRANSFER_ROLES } from '../constants';
import { hasAnyRole } from '../../roles/hasAnyRole';
import { useMoney } from '../money/useMoney';
import { RecentMovementsCard } from '../dashboard';
import { UserPicker } from '../../shared/UserPicker';
import { adminPath } from '../../layout/AdminLink';
import { storage } from '../../providers/storage';
import { CreditActionButtons } from './CreditActionButtons';
import { NetworkAccounts } from './NetworkAccounts';

/**
 * /credit: the account's balance, transfer and deduct actions, the sub-accounts with their balances
 * and the latest movements. Administrators transfer from the house to any account.
 */
export const CreditPage = () => {
  const translate = useTranslate();
  const money = useMoney();
  const navigate = useNavigate();
  const balance = useBalance();
  useRefreshOnBalanceChange();
  const user = storage.getUser();
  const roles = user?.rol ?? [];
  const isAdmin = roles.includes('Admin');
  const mayMove = hasAnyRole(roles, TRANSFER_ROLES);
  const canTransfer = mayMove && (isAdmin || Boolean(user?.canSale));
  const showBalance = hasAnyRole(roles, BALANCE_ROLES) && balance !== null;

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="credit.transfer.page_title" />
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          {showBalance ? (
            <div>
              <Typography variant="body2" color="text.secondary">
                {translate('credit.balance.label')}
              </Typography>
              <Typography variant="h4" component="p" sx={{ color: balance <= LOW_BALANCE_THRESHOLD ? 'error.main' : undefined }}>
                {money.credits(balance)}
              </Typography>
            </div>
          ) : (
            <Typography variant="body1">{translate(isAdmin ? 'credit.transfer.admin_intro' : 'credit.transfer.intro')}</Typography>
          )}
          {mayMove && <CreditActionButtons isAdmin={isAdmin} canTransfer={canTransfer} canDeduct />}
        </CardContent>
      </Card>
      {mayMove && !canTransfer && <Alert severity="info">{translate('credit.server.cannot_sell')}</Alert>}
      {isAdmin ? (
        <Card variant="outlined">
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Typography>{translate('credit.transfer.open_account')}</Typography>
            <UserPicker label="credit.dashboard.pick_account" value={null} onChange={(chosen) => chosen && navigate(adminPath(`/profile-admin/${chosen.id}`))} />
          </CardContent>
        </Card>
      ) : (
        <>
          <NetworkAccounts canTransfer={canTransfer} />
          <RecentMovementsCard />
        </>
      )}
    </Stack>
  );
};
