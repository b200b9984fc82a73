import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../credit/dates';
import type { SoftwareOrderView } from '../types';
import { useOrderLabels } from '../useOrderLabels';

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary">{translate(label)}</Typography>
      <Typography component="div" variant="body2">{children}</Typography>
    </>
  );
};

/** The order's vehicle and what was ordered for it. */
export const OrderFacts = ({ order }: { order: SoftwareOrderView }) => {
  const labels = useOrderLabels();
  const dateTime = useFormatDateTime();
  return (
    <Box data-testid="order-facts" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 3, rowGap: 0.75 }}>
      <Row label="software_orders.fields.createdAt">{dateTime(order.createdAt)}</Row>
      <Row label="software_orders.fields.dealerName">{order.dealerName}</Row>
      <Row label="software_orders.fields.vehicle">{`${order.make} ${order.model} · ${order.generation} · ${order.engine}${order.gearbox ? ` · ${order.gearbox}` : ''}`}</Row>
      <Row label="software_orders.fields.vin"><Box component="span" sx={{ fontFamily: 'monospace' }}>{order.vin ?? '—'}</Box></Row>
      <Row label="software_orders.fields.type">{order.type}</Row>
      <Row label="software_orders.fields.stage">{labels.stage(order.type, order.stage)}</Row>
      {order.options.length > 0 && <Row label="software_orders.order.options">{order.options.map((o) => (o.choice ? `${o.name}: ${o.choice}` : o.name)).join(', ')}</Row>}
      {order.dsgHardware && (
        <Row label="software_orders.order.dsg_hardware">{labels.hardware(order.dsgHardware.choice)}{order.dsgHardware.invoiceNumber ? ` · ${order.dsgHardware.invoiceNumber}` : ''}</Row>
      )}
      <Row label="software_orders.order.urgency">{labels.urgency(order.urgency)}</Row>
      {order.couponCode && <Row label="software_orders.coupon.code">{order.couponCode}</Row>}
      {order.note && <Row label="software_orders.order.note">{order.note}</Row>}
    </Box>
  );
};
