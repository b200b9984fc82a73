import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CreditOrder } from './types';

/** The payment method's name in the UI language. */
export const usePaymentMethodName = () => {
  const translate = useTranslate();
  return (method: string) => translate(`credit.orders.methods.${method}`, { _: method });
};

export const PaymentMethodField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<CreditOrder>();
  const name = usePaymentMethodName();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {name(record.paymentMethod)}
    </Typography>
  );
};
