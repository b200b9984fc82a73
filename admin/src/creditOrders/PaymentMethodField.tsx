import { useRecordContext, useTranslate } from 'react-admin';
import { FieldText } from '../fields';
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
  return <FieldText>{name(record.paymentMethod)}</FieldText>;
};
