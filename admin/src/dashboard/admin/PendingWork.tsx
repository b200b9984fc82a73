import FiberNewIcon from '@mui/icons-material/FiberNew';
import MarkChatUnreadIcon from '@mui/icons-material/MarkChatUnread';
import PaymentsIcon from '@mui/icons-material/Payments';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslate } from 'react-admin';
import { useMenuCounters } from '../../counters/useMenuCounters';
import { StatCard } from '../../shared/StatCard';
import { useUnassignedTickets } from '../../tickets/unassignedTickets';
import { paymentsToConfirmPath, softwareOrdersIn, unassignedTicketsPath } from '../links';

/**
 * What waits for someone: the sidebar's own counters (one copy, refetched on the same live events),
 * so the dashboard and the badges never disagree.
 */
export const PendingWork = () => {
  const translate = useTranslate();
  const counters = useMenuCounters();
  const tickets = useUnassignedTickets();
  const count = (n: number | undefined) => (n === undefined ? undefined : String(n));
  return (
    <>
      <StatCard label={translate('dashboard.admin.new_orders')} value={count(counters?.totalNewOrder)} to={softwareOrdersIn('New')}
        icon={<FiberNewIcon fontSize="large" />} testId="pending-new-orders" />
      <StatCard label={translate('dashboard.admin.response_required')} value={count(counters?.totalOrderWaitingResponse)} to={softwareOrdersIn('Waiting for response')}
        icon={<MarkChatUnreadIcon fontSize="large" />} testId="pending-response" />
      <StatCard label={translate('dashboard.admin.payments')} value={count(counters?.totalNewPaymentClientConfirm)} to={paymentsToConfirmPath}
        icon={<PaymentsIcon fontSize="large" />} testId="pending-payments" />
      <StatCard label={translate('dashboard.admin.tickets')} value={String(tickets)} to={unassignedTicketsPath}
        icon={<SupportAgentIcon fontSize="large" />} testId="pending-tickets" />
    </>
  );
};
