import { useRecordContext, useTranslate } from 'react-admin';
import { FieldText } from '../fields';
import type { CreditOrder } from './types';

/** The seller of a listed order: the portal's own name in the user's language, not the server's "House". */
export const SellerNameField = (_props: { source?: string; label?: string }) => {
  const order = useRecordContext<CreditOrder>();
  const translate = useTranslate();
  if (!order) return null;
  return <FieldText>{order.sellerId === 'house' ? translate('credit.movements.house') : (order.sellerName ?? order.sellerId)}</FieldText>;
};
