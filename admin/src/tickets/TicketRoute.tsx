import { Navigate, useParams } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { MessageAlert } from '../layout/FormFeedback';
import { useLoad } from '../shared/useLoad';
import { TicketPage } from './TicketPage';
import { PageSkeleton } from '../shared/LoadingSkeleton';

/** A ticket's number as people write it (#12): digits only, where a ticket's id is a uuid. */
const TICKET_NUMBER = /^\d{1,15}$/;

/** Finds the id of the ticket numbered `number` that the reader may see (null: none). */
const TicketNumber = ({ number }: { number: number }) => {
  const { data, error } = useLoad(`ticket-number:${number}`, async (dataProvider) => {
    const { data: rows } = await dataProvider.getList('support', { filter: { number }, pagination: { page: 1, perPage: 1 }, sort: { field: 'number', order: 'ASC' } });
    return rows[0]?.id ?? null;
  });
  if (error) return <MessageAlert message={error} />;
  if (data === undefined) return <PageSkeleton label="tickets.detail.loading" />;
  if (data === null) return <MessageAlert message="errors.TICKET_NOT_FOUND" />;
  return <Navigate to={adminPath(`/support/${data}`)} replace />;
};

/**
 * support/{id} (spec section 2: "A numeric id is encrypted by a route guard"). Our reading: the id
 * in the address is the ticket's id, or its number as the list, the mails and the notifications show
 * it; the guard reads a number as that ticket (the reader's own, or any for staff) and puts the
 * ticket's id in the address, which the page and its commands use.
 */
export const TicketRoute = () => {
  const { id = '' } = useParams();
  return TICKET_NUMBER.test(id) ? <TicketNumber key={id} number={Number(id)} /> : <TicketPage key={id} />;
};
