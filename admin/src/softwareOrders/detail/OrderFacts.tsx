import { Box } from '@mui/material';
import { useDates } from '../../fields';
import type { SoftwareOrderView } from '../types';
import { FactRow } from '../FactRow';
import { useOrderLabels } from '../useOrderLabels';

/** The order's vehicle and what was ordered for it. */
export const OrderFacts = ({ order }: { order: SoftwareOrderView }) => {
  const labels = useOrderLabels();
  const { dateTime } = useDates();
  return (
    <Box data-testid="order-facts" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 3, rowGap: 0.75 }}>
      <FactRow label="software_orders.fields.createdAt">{dateTime(order.createdAt)}</FactRow>
      <FactRow label="software_orders.fields.dealerName">{order.dealerName}</FactRow>
      <FactRow label="software_orders.fields.vehicle">{`${order.make} ${order.model} · ${order.generation} · ${order.engine}${order.gearbox ? ` · ${order.gearbox}` : ''}`}</FactRow>
      <FactRow label="software_orders.fields.vin"><Box component="span" sx={{ fontFamily: 'monospace' }}>{order.vin ?? '—'}</Box></FactRow>
      <FactRow label="software_orders.fields.type">{order.type}</FactRow>
      <FactRow label="software_orders.fields.stage">{labels.stage(order.type, order.stage)}</FactRow>
      {order.options.length > 0 && <FactRow label="software_orders.order.options">{order.options.map((o) => (o.choice ? `${o.name}: ${o.choice}` : o.name)).join(', ')}</FactRow>}
      {order.dsgHardware && (
        <FactRow label="software_orders.order.dsg_hardware">{labels.hardware(order.dsgHardware.choice)}{order.dsgHardware.invoiceNumber ? ` · ${order.dsgHardware.invoiceNumber}` : ''}</FactRow>
      )}
      <FactRow label="software_orders.order.urgency">{labels.urgency(order.urgency)}</FactRow>
      {order.couponCode && <FactRow label="software_orders.coupon.code">{order.couponCode}</FactRow>}
      {order.note && <FactRow label="software_orders.order.note">{order.note}</FactRow>}
    </Box>
  );
};
