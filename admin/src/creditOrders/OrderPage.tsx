import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MessageAlert } from '../layout/FormFeedback';
import { adminPath } from '../layout/AdminLink';
import { OrderSummary } from './OrderSummary';
import { StatusChip } from './StatusChip';
import { OrderTimeline } from './timeline/OrderTimeline';
import type { CreditOrderView } from './types';
import { PageSkeleton } from '../shared/LoadingSkeleton';

interface OrderPageProps {
  order: CreditOrderView | undefined;
  error: string | null;
  /** Notices above the order (payment result, bank details). */
  notices?: ReactNode;
  actions?: ReactNode;
  /** Links to the other view of the same order. */
  links?: ReactNode;
}

/** The layout of a credit order page: summary and actions, the timeline, the invoice link. */
export const OrderPage = ({ order, error, notices, actions, links }: OrderPageProps) => {
  const translate = useTranslate();
  if (!order) return error ? <MessageAlert message={error} /> : <PageSkeleton />;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="credit.orders.detail_title" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('credit.orders.heading', { number: order.number })}
        </Typography>
        <StatusChip status={order.status} />
        <Box sx={{ flexGrow: 1 }} />
        {links}
        {order.status === 'Payment confirmed (admin)' && (
          <Button component={Link} to={adminPath(`/credit-order-view-invoice/${order.id}`)} startIcon={<ReceiptLongIcon />} variant="outlined">
            {translate('credit.orders.actions.view_invoice')}
          </Button>
        )}
      </Stack>
      <MessageAlert message={error} />
      {notices}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Card variant="outlined">
          <CardContent>
            <OrderSummary order={order} />
            {actions && <Box sx={{ mt: 3 }}>{actions}</Box>}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('credit.orders.timeline.title')}
            </Typography>
            <OrderTimeline timeline={order.timeline} />
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
};
