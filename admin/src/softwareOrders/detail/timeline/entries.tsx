import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PaymentsIcon from '@mui/icons-material/Payments';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../../credit/money/useMoney';
import { TimelineItem } from '../../../creditOrders/timeline/TimelineItem';
import type { SoftwareOrderView, TimelineEntry } from '../../types';
import { useOrderLabels } from '../../useOrderLabels';
import { recordedRefusalText } from '../../../shared/errors';
import type { OrderStatus } from '../../../../../events/softwareOrders/statuses';

export type EntryProps = { entry: TimelineEntry; who: string; order: SoftwareOrderView };

const Item = ({ icon, title, props, children }: { icon: ReactNode; title: string; props: EntryProps; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <TimelineItem icon={icon} title={title} at={props.entry.at}>
      <Typography variant="body2" data-testid="timeline-who">{translate('software_orders.timeline.by', { who: props.who })}</Typography>
      <Typography variant="body2" color="text.secondary">{children}</Typography>
    </TimelineItem>
  );
};

/** The entry's amount in the UI's format, or its English line when it has none. */
const useCreditsOf = () => {
  const money = useMoney();
  return (entry: EntryProps['entry']) => (entry.amount === null ? entry.summary : money.credits(entry.amount));
};

export const PlacedEntry = (props: EntryProps) => {
  const labels = useOrderLabels();
  const translate = useTranslate();
  const creditsOf = useCreditsOf();
  const { order } = props;
  const price = order.quote.onRequest ? translate('vehicle_search.on_request') : creditsOf(props.entry);
  return <Item icon={<AddShoppingCartIcon fontSize="small" />} title="software_orders.timeline.placed" props={props}>{`${order.type} · ${labels.stage(order.type, order.stage)} · ${price}`}</Item>;
};

export const ChargedEntry = (props: EntryProps) => (
  <Item icon={<PaymentsIcon fontSize="small" color="success" />} title="software_orders.timeline.charged" props={props}>{useCreditsOf()(props.entry)}</Item>
);

export const PaymentRefusedEntry = (props: EntryProps) => {
  const reason = recordedRefusalText(props.entry.code, props.entry.summary.replace(/^Payment refused: /, ''));
  return <Item icon={<MoneyOffIcon fontSize="small" color="error" />} title="software_orders.timeline.payment_refused" props={props}>{reason}</Item>;
};

export const PriceSetEntry = (props: EntryProps) => (
  <Item icon={<PriceChangeIcon fontSize="small" />} title="software_orders.timeline.price_set" props={props}>{useCreditsOf()(props.entry)}</Item>
);

export const StatusChangedEntry = (props: EntryProps) => {
  const labels = useOrderLabels();
  const { from, to, note } = props.entry;
  const text = from && to ? `${labels.status(from as OrderStatus)} → ${labels.status(to as OrderStatus)}${note ? ` · ${note}` : ''}` : props.entry.summary;
  return <Item icon={<SyncAltIcon fontSize="small" />} title="software_orders.timeline.status_changed" props={props}>{text}</Item>;
};

export const RefundedEntry = (props: EntryProps) => (
  <Item icon={<UndoIcon fontSize="small" color="success" />} title="software_orders.timeline.refunded" props={props}>{useCreditsOf()(props.entry)}</Item>
);
