import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { useMoney } from '../money/useMoney';
import type { CreditDashboard } from '../types';

const SummaryCard = ({ label, amount, icon, warn = false, note }: { label: string; amount: string; icon: ReactNode; warn?: boolean; note?: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ borderColor: warn ? 'error.main' : undefined }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ color: warn ? 'error.main' : 'primary.main', display: 'flex' }}>{icon}</Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography variant="h5" component="p" sx={{ color: warn ? 'error.main' : undefined, fontVariantNumeric: 'tabular-nums' }} data-testid={label}>
            {amount}
          </Typography>
          {note && (
            <Typography variant="caption" color="text.secondary" data-testid={`${label}.note`}>
              {note}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

/** Received, used, transferred and remaining credits (GET /api/credit/dashboard). */
export const SummaryCards = ({ summary, warnLow }: { summary: CreditDashboard; warnLow: boolean }) => {
  const money = useMoney();
  const translate = useTranslate();
  const low = warnLow && summary.lowBalance;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      <SummaryCard label="credit.dashboard.received" amount={money.credits(summary.received)} icon={<CallReceivedIcon fontSize="large" />} />
      <SummaryCard label="credit.dashboard.used" amount={money.credits(summary.used)} icon={<ShoppingCartCheckoutIcon fontSize="large" />} />
      <SummaryCard label="credit.dashboard.transferred" amount={money.credits(summary.transferred)} icon={<SwapHorizIcon fontSize="large" />} />
      <SummaryCard
        label="credit.dashboard.remaining"
        amount={money.credits(summary.remaining)}
        icon={low ? <WarningAmberIcon fontSize="large" /> : <AccountBalanceWalletIcon fontSize="large" />}
        warn={low}
        note={summary.reserved > 0 ? translate('credit.orders.reserved_note', { amount: money.credits(summary.reserved) }) : undefined}
      />
    </Box>
  );
};
