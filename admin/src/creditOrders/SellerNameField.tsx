import { useRecordContext } from 'react-admin';
import { FieldText } from '../fields';
import type { CreditOrder } from './types';

/** The seller of a listed order; the house's is the business's legal name (the invoice settings), as the server names it. */
export const SellerNameField = (_props: { source?: string; label?: string }) => {
  const order = useRecordContext<CreditOrder>();
  if (!order) return null;
  return <FieldText>{order.sellerName ?? order.sellerId}</FieldText>;
};
