import { isOnlineMethod } from '../../../events/payments/fees';
import type { CreditOrder } from './types';

export { isOnlineMethod };

/** CONTRACT.md: the hosted checkout (cards, iDEAL) pays only orders the house sells. */
export const paysOnline = (order: Pick<CreditOrder, 'paymentMethod' | 'sellerId'>) => isOnlineMethod(order.paymentMethod) && order.sellerId === 'house';
