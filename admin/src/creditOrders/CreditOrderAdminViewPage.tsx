import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { storage } from '../providers/storage';
import { SellerActions } from './actions/SellerActions';
import { OrderPage } from './OrderPage';
import { useCreditOrder } from './useCreditOrder';

/** /credit-order-admin-view/:id: the seller's and administrator's view (confirm payment, terms, cancel). */
export const CreditOrderAdminViewPage = () => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: order, error } = useCreditOrder(id);
  const user = storage.getUser();
  const isBuyer = order?.buyerId === String(user?.id);
  return (
    <OrderPage
      order={order}
      error={error}
      actions={order && !isBuyer ? <SellerActions order={order} /> : undefined}
      links={
        order && isBuyer ? (
          <Button component={Link} to={adminPath(`/credit-order-detail/${order.id}`)}>
            {translate('credit.orders.buyer_view')}
          </Button>
        ) : undefined
      }
    />
  );
};
