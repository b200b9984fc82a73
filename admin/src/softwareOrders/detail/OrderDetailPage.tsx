import { useEffect } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useBalanceVersion } from '../../credit/balance/balanceStore';
import { useMoney } from '../../credit/money/useMoney';
import { adminPath } from '../../layout/AdminLink';
import { MessageAlert } from '../../layout/FormFeedback';
import { useLoad } from '../../shared/useLoad';
import { subscribeLiveEvents } from '../../providers/liveSocket';
import { QuoteLines } from '../QuoteLines';
import { StatusChip } from '../StatusChip';
import { OrderFacts } from './OrderFacts';
import { OrderDocuments } from './OrderDocuments';
import { OrderFiles } from './OrderFiles';
import { PriceForm } from './PriceForm';
import { StatusChanger } from './StatusChanger';
import { OrderTimeline } from './timeline/OrderTimeline';
import { OrderChat } from '../../orderChat';
import { OrderWorkFiles } from './work/OrderWorkFiles';
import { OrderWorkPanel } from './work/OrderWorkPanel';
import { NewTicketButton } from '../../tickets';
import { LeaveFeedbackButton } from '../../feedback';
import { Section } from '../../shared/Section';
import { useRoles } from '../../roles/useMayOpen';
import { PageSkeleton } from '../../shared/LoadingSkeleton';

/** /order-detail/:id: the vehicle, the files, the price, the status and the order's whole timeline. */
export const OrderDetailPage = () => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const money = useMoney();
  const permissions = useRoles();
  const version = useBalanceVersion();
  const { data: order, error, reload } = useLoad(`software-order:${id}:${version}`, (provider) => provider.getSoftwareOrder(id));
  // Someone else worked on this order (status, delivery, assignment): show it without a reload.
  useEffect(() => subscribeLiveEvents((event, data) => {
    if (event === 'order-software' && (data as { orderId?: string } | undefined)?.orderId === id) reload();
  }), [id, reload]);
  if (!order) return error ? <MessageAlert message={error} /> : <PageSkeleton />;
  const pricing = Boolean(permissions?.includes('Admin')) && order.onRequest && order.payment !== 'paid';
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="software_orders.detail.title" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{translate('software_orders.detail.heading', { number: order.number })}</Typography>
        <StatusChip status={order.status} />
        <Chip size="small" variant="outlined" label={translate(`software_orders.payment.${order.payment}`, { _: order.payment })} data-testid="order-payment" />
        <Box sx={{ flexGrow: 1 }} />
        <NewTicketButton order={{ id: order.id, number: order.number }} />
        <LeaveFeedbackButton order={{ id: order.id, number: order.number, status: order.status }} />
        <Button component={Link} to={adminPath('/software-orders')} startIcon={<ListAltIcon />}>{translate('software_orders.menu.list')}</Button>
      </Stack>
      {order.refusal && !pricing && <Alert severity="warning">{translate('software_orders.price_form.refused', { reason: order.refusal })}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Section title="software_orders.detail.vehicle"><OrderFacts order={order} /></Section>
          <Section title="software_orders.detail.files"><OrderFiles order={order} /></Section>
          <OrderWorkFiles order={order} onChanged={reload} />
          <Section title="software_orders.detail.price">
            <QuoteLines lines={order.quote.lines} total={order.quote.total} onRequest={order.quote.onRequest} order={order} />
            {order.onRequest && order.price !== null && (
              <Typography variant="body2" sx={{ mt: 1 }}>{translate('software_orders.detail.price_set', { price: money.credits(order.price) })}</Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="order-charged">{translate('software_orders.detail.charged', { amount: money.credits(order.charged) })}</Typography>
          </Section>
        </Stack>
        <Stack spacing={2}>
          <OrderWorkPanel order={order} onChanged={reload} />
          {(order.nextStatuses.length > 0 || pricing) && (
            <Section title="software_orders.detail.actions">
              <Stack spacing={3}>
                <StatusChanger order={order} onChanged={reload} />
                {pricing && <PriceForm order={order} onPriced={reload} />}
              </Stack>
            </Section>
          )}
          <OrderChat orderId={order.id} />
          <Section title="software_orders.timeline.title"><OrderTimeline order={order} /></Section>
          <Section title="software_orders.detail.documents"><OrderDocuments links={order.links} /></Section>
        </Stack>
      </Box>
    </Stack>
  );
};
