import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../credit/money/useMoney';
import type { Quote } from '../types';

/** Why the creation rule of spec section 5 refuses this order, as a sentence key; null when it may be paid. */
export const refusalReason = (quote: Quote): string | null => {
  if (quote.allowed) return null;
  if (quote.creditLimitReached) return 'software_orders.pay.credit_limit_reached';
  if (quote.onRequest) return 'software_orders.pay.on_request_needs_balance';
  return 'software_orders.pay.no_balance';
};

/** The balance, what it will be after the order, and before paying the no-balance or credit-limit flag with a sentence why. */
export const PaymentCheck = ({ quote }: { quote: Quote }) => {
  const translate = useTranslate();
  const money = useMoney();
  const reason = refusalReason(quote);
  const after = quote.balance - quote.total;
  const row = (label: string, value: string, testId: string, color?: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">{translate(label)}</Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', color }}>{value}</Typography>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {row('software_orders.pay.balance', money.credits(quote.balance), 'pay-balance')}
      {!quote.onRequest && !reason && row('software_orders.pay.balance_after', money.credits(after), 'pay-balance-after', after < 0 ? 'error.main' : undefined)}
      {reason && (
        <Alert severity="error" data-testid="pay-refusal" sx={{ mt: 1 }}>
          {translate(reason, { balance: money.credits(quote.balance), total: money.credits(quote.total) })}
        </Alert>
      )}
      {!reason && !quote.onRequest && after < 0 && <Alert severity="info" sx={{ mt: 1 }}>{translate('software_orders.pay.without_balance')}</Alert>}
    </Box>
  );
};
