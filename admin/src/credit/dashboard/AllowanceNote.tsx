import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../money/useMoney';
import type { CreditDashboard } from '../types';

/** Whether the account may order without balance, and up to which limit. */
export const AllowanceNote = ({ allowance }: { allowance: CreditDashboard['allowedOrderNoBalance'] }) => {
  const translate = useTranslate();
  const money = useMoney();
  if (!allowance.status) return null;
  return (
    <Alert severity="info">
      {allowance.limit === null
        ? translate('credit.dashboard.no_balance_unlimited')
        : translate('credit.dashboard.no_balance_limit', { limit: money.credits(allowance.limit) })}
    </Alert>
  );
};
