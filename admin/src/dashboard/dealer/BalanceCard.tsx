import type { ReactNode } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { useBalanceVersion } from '../../credit/balance/balanceStore';
import { useMoney } from '../../credit/money/useMoney';
import { MessageAlert } from '../../layout/FormFeedback';
import { StatCard } from '../../shared/StatCard';
import { useLoad } from '../../shared/useLoad';
import { movementsPath } from '../links';
import { useMayOpen } from '../../roles/useMayOpen';

/**
 * The account's balance (GET credit/dashboard), refetched whenever the balance moves (the live
 * `balance` event feeds the balance store). At or below the threshold it turns red, as the top bar does,
 * and says so above; `children` (the shortcuts) sit beside the figure.
 */
export const BalanceCard = ({ children }: { children?: ReactNode }) => {
  const translate = useTranslate();
  const money = useMoney();
  const version = useBalanceVersion();
  const summary = useLoad(`balance:${version}`, (provider) => provider.getCreditDashboard());
  const low = summary.data?.lowBalance ?? false;
  // "Buy credits to keep ordering" only to who may buy: a sub-user without the switch reads that the balance is low (issue 13).
  const mayBuy = useMayOpen()({ path: '/order-credit' });
  const reserved = summary.data?.reserved ?? 0;
  return (
    <Stack spacing={2}>
      <MessageAlert message={summary.error} />
      {low && <Alert severity="error" role="alert" data-testid="low-balance">{translate(mayBuy ? 'credit.dashboard.low_balance' : 'credit.dashboard.low_balance_other')}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ minWidth: 260 }}>
          <StatCard label={translate('dashboard.dealer.balance')} value={summary.data ? money.credits(summary.data.remaining) : undefined} to={movementsPath}
        icon={low ? <WarningAmberIcon fontSize="large" /> : <AccountBalanceWalletIcon fontSize="large" />} warn={low} testId="dashboard-balance"
            note={reserved > 0 ? translate('credit.orders.reserved_note', { amount: money.credits(reserved) }) : undefined} />
        </Box>
        {children}
      </Box>
    </Stack>
  );
};
