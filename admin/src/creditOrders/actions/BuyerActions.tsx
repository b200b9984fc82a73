import { Stack } from '@mui/material';
import HandshakeIcon from '@mui/icons-material/Handshake';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useDataProvider } from 'react-admin';
import { ConfirmedActionButton } from '../../shared/ConfirmedActionButton';
import { useRefreshBalance } from '../../credit/balance/useRefreshBalance';
import { useIdempotentSubmit } from '../../shared/idempotency';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { paysOnline } from '../paymentPaths';
import type { CreditOrder } from '../types';
import { CancelOrderButton } from './CancelOrderButton';
import { useMayOpen } from '../../roles/useMayOpen';

/** What the buyer can do with its order: accept an offer, pay online, cancel before paying. */
export const BuyerActions = ({ order }: { order: CreditOrder }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const mayBuy = useMayOpen()({ permission: 'credits.buy_credits' });
  const accept = useIdempotentSubmit((id: string, key: string) => dataProvider.acceptOffer(id, key));
  const refreshBalance = useRefreshBalance(); // also reloads the order (useCreditOrder)
  const checkout = useIdempotentSubmit((id: string, key: string) => dataProvider.startCheckout(id, key));
  const payable = (order.status === 'New' || order.status === 'Payment confirmed customer') && order.paidAmount === 0;
  const cancellable = order.status !== 'Cancelled' && order.status !== 'Payment confirmed (admin)' && order.paidAmount === 0;
  // Accepting, paying and cancelling are "buy credits" for a sub-user (issue 13).
  if (!mayBuy) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {order.status === 'Offer' && (
        <ConfirmedActionButton label="credit.orders.actions.accept" successMessage="credit.orders.actions.accepted" icon={<HandshakeIcon />} run={() => accept(order.id)} onDone={() => refreshBalance(true)} />
      )}
      {payable && paysOnline(order) && (
        <ConfirmedActionButton
          label="credit.orders.actions.pay_online"
          icon={<CreditCardIcon />}
          run={async () => {
            const session = await checkout(order.id);
            window.location.assign(session.url);
          }}
        />
      )}
      {cancellable && <CancelOrderButton order={order} />}
    </Stack>
  );
};
