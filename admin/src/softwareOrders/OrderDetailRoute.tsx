import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { MessageAlert } from '../layout/FormFeedback';
import { useLoad } from '../shared/useLoad';
import { OrderDetailPage } from './detail/OrderDetailPage';
import { publicOrderApi } from './public/publicOrderApi';
import { PageSkeleton } from '../shared/LoadingSkeleton';

/** An order's number as people write it (#12): digits only, where an order's id is a uuid. */
const ORDER_NUMBER = /^[1-9]\d{0,8}$/;

/** Finds the id of the order numbered `number` that the reader may see, and opens it there (a 404: the not-found page). */
const OrderByNumber = ({ number, search }: { number: string; search: string }) => {
  const { data, error } = useLoad(`order-number:${number}`, () => publicOrderApi.getOwnTracking(number));
  if (error) return <MessageAlert message={error} />;
  if (!data) return <PageSkeleton />;
  return <Navigate to={adminPath(`/order-detail/${data.id}${search ? `?${search}` : ''}`)} replace />;
};

/**
 * order-detail/{id}: the order's id, or its number as the lists, mails and tickets show it (the same
 * reading as support/{id}'s route guard, api/CONTRACT.md "Screens"): a number is read as the order
 * of that number the reader may see, and its id is put in the address the page and its commands use.
 */
export const OrderDetailRoute = () => {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return ORDER_NUMBER.test(id) ? <OrderByNumber key={id} number={id} search={search.toString()} /> : <OrderDetailPage key={id} />;
};
