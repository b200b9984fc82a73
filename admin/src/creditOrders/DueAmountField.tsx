import { useRecordContext } from 'react-admin';
import { FieldText } from '../fields';
import { CreditAmountField } from '../credit/money/CreditAmountField';
import type { CreditOrder } from './types';

/** What is still to pay; a cancelled order owes nothing, so it shows "—" rather than its old amount due. */
export const DueAmountField = (_props: { source?: string; label?: string }) => {
  const order = useRecordContext<CreditOrder>();
  if (order?.status === 'Cancelled') return <FieldText>—</FieldText>;
  return <CreditAmountField source="dueAmount" money />;
};
