import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { useMoney } from '../credit/money/useMoney';
import { usePaymentMethodName } from './PaymentMethodField';
import { StatusChip } from './StatusChip';
import type { CreditOrder } from './types';

const Row = ({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="div" variant="body2" sx={{ fontWeight: strong ? 600 : undefined }}>
        {children}
      </Typography>
    </>
  );
};

/** A credit order's terms and payment state: credits, price, fee, total, paid and due. */
export const OrderSummary = ({ order }: { order: CreditOrder }) => {
  const money = useMoney();
  const { dateTime } = useDates();
  const methodName = usePaymentMethodName();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.75, alignItems: 'center' }}>
      <Row label="credit.orders.fields.status">
        <StatusChip status={order.status} />
      </Row>
      <Row label="credit.orders.fields.createdAt">{dateTime(order.createdAt)}</Row>
      <Row label="credit.orders.fields.buyerName">{order.buyerName ?? order.buyerId}</Row>
      <Row label="credit.orders.fields.sellerName">{order.sellerName ?? order.sellerId}</Row>
      <Row label="credit.orders.fields.credits">{money.creditCount(order.credits)}</Row>
      <Row label="credit.orders.fields.price">{money.price(order.price)}</Row>
      <Row label="credit.orders.fields.paymentMethod">{methodName(order.paymentMethod)}</Row>
      <Row label="credit.orders.fields.fee">
        {money.price(order.fee)} ({money.percent(order.feePercent)} %)
      </Row>
      <Row label="credit.orders.fields.total" strong>
        {money.price(order.total)}
      </Row>
      <Row label="credit.orders.fields.paidAmount">{money.price(order.paidAmount)}</Row>
      {/* A cancelled order owes nothing: no amount due. */}
      {order.status !== 'Cancelled' && (
        <Row label="credit.orders.fields.dueAmount" strong>
          {money.price(order.dueAmount)}
        </Row>
      )}
      {order.paymentReference && <Row label="credit.orders.fields.paymentReference">{order.paymentReference}</Row>}
      {order.description && <Row label="credit.orders.fields.description">{order.description}</Row>}
    </Box>
  );
};
