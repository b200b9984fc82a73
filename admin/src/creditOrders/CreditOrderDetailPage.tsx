import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { storage } from '../providers/storage';
import { BuyerActions } from './actions/BuyerActions';
import { NotifyPaymentCard } from './actions/NotifyPaymentCard';
import { OrderPage } from './OrderPage';
import { paysOnline } from './paymentPaths';
import { awaitsPayment } from './statuses';
import { useCreditOrder } from './useCreditOrder';

/** /credit-order-detail/:id: the buyer's view of a credit order (accept, pay, "I have paid", cancel). */
export const CreditOrderDetailPage = () => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const [params] = useSearchParams();
  const { data: order, error } = useCreditOrder(id);
  const user = storage.getUser();
  const isBuyer = order?.buyerId === String(user?.id);
  const isSellerSide = Boolean(order) && !isBuyer;
  const payment = params.get('payment');
  const bankTransfer = order && isBuyer && awaitsPayment(order.status) && !paysOnline(order);

  return (
    <OrderPage
      order={order}
      error={error}
      notices={
        <>
          {payment === 'success' && <Alert severity="success">{translate('credit.orders.payment_success')}</Alert>}
          {payment === 'cancelled' && <Alert severity="warning">{translate('credit.orders.payment_cancelled')}</Alert>}
          {order?.status === 'Offer' && isBuyer && <Alert severity="info">{translate('credit.orders.offer_received')}</Alert>}
          {bankTransfer && <NotifyPaymentCard order={order} />}
        </>
      }
      actions={order && isBuyer ? <BuyerActions order={order} /> : undefined}
      links={
        isSellerSide && order ? (
          <Button component={Link} to={adminPath(`/credit-order-admin-view/${order.id}`)}>
            {translate('credit.orders.seller_view')}
          </Button>
        ) : undefined
      }
    />
  );
};
