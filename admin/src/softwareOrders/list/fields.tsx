import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useMoney } from '../../credit/money/useMoney';
import type { SoftwareOrder } from '../types';
import { useOrderLabels } from '../useOrderLabels';

type FieldProps = { source?: string; label?: string };

/** "Volkswagen Golf 2.0 TDI 150hp" with the generation below. */
export const VehicleField = (_props: FieldProps) => {
  const order = useRecordContext<SoftwareOrder>();
  if (!order) return null;
  return (
    <>
      <Typography variant="body2">{`${order.make} ${order.model} ${order.engine}`}</Typography>
      <Typography variant="caption" color="text.secondary">{order.generation}{order.gearbox ? ` · ${order.gearbox}` : ''}</Typography>
    </>
  );
};

export const StageField = (_props: FieldProps) => {
  const order = useRecordContext<SoftwareOrder>();
  const labels = useOrderLabels();
  return order ? <Typography variant="body2">{labels.stage(order.type, order.stage)}</Typography> : null;
};

/** The order's total in credits; an order on request shows its set price, or "On request" until an Admin sets it. */
export const OrderTotalField = (_props: FieldProps) => {
  const order = useRecordContext<SoftwareOrder>();
  const money = useMoney();
  const translate = useTranslate();
  if (!order) return null;
  const value = order.onRequest ? order.price : order.total;
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {value === null ? translate('vehicle_search.on_request') : money.credits(value)}
    </Typography>
  );
};

export const OrderNumberField = (_props: FieldProps) => {
  const order = useRecordContext<SoftwareOrder>();
  return order ? <Typography variant="body2" sx={{ fontWeight: 600 }}>{`#${order.number}`}</Typography> : null;
};
