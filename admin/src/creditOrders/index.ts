export { OrderCreditPage } from './buy/OrderCreditPage';
export { CreditOrderHistoryPage } from './CreditOrderHistoryPage';
export { CreditOrderDetailPage } from './CreditOrderDetailPage';
export { CreditOrderAdminViewPage } from './CreditOrderAdminViewPage';
export { CreditPaymentsPage } from './CreditPaymentsPage';
export { OfferButton } from './offers/OfferButton';
