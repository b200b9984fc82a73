import type { ComponentType, ReactNode } from 'react';
import { Typography } from '@mui/material';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import SendIcon from '@mui/icons-material/Send';
import ReplayIcon from '@mui/icons-material/Replay';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../../credit/money/useMoney';
import { TimelineItem } from '../../../creditOrders/timeline/TimelineItem';
import { recordedRefusalText } from '../../../shared/errors';
import type { EntryProps } from './entries';

// Timeline entries of the calibrators' half of an order (issue 10), one per event type.

const Item = ({ icon, title, props, children }: { icon: ReactNode; title: string; props: EntryProps; children?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <TimelineItem icon={icon} title={title} at={props.entry.at}>
      <Typography variant="body2" data-testid="timeline-who">{translate('software_orders.timeline.by', { who: props.who })}</Typography>
      {children && <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>{children}</Typography>}
    </TimelineItem>
  );
};

const withNote = (text: string, note: string | null) => (note ? `${text} · ${note}` : text);

const Assigned = (props: EntryProps) => (
  <Item icon={<AssignmentIndIcon fontSize="small" />} title="order_work.timeline.assigned" props={props}>{props.entry.to}</Item>
);
const Delivered = (props: EntryProps) => {
  const translate = useTranslate();
  return <Item icon={<SendIcon fontSize="small" color="success" />} title="order_work.timeline.delivered" props={props}>{withNote(translate('order_work.versions.version', { version: props.entry.to }), props.entry.note)}</Item>;
};
const Resubmitted = (props: EntryProps) => {
  const translate = useTranslate();
  return <Item icon={<ReplayIcon fontSize="small" />} title="order_work.timeline.resubmitted" props={props}>{withNote(translate('order_work.reads.round', { round: props.entry.to }), props.entry.note)}</Item>;
};
const Repriced = (props: EntryProps) => {
  const money = useMoney();
  const { from, to } = props.entry;
  return <Item icon={<PriceChangeIcon fontSize="small" />} title="order_work.timeline.repriced" props={props}>{from && to ? `${money.credits(Number(from))} → ${money.credits(Number(to))}` : props.entry.summary}</Item>;
};
const WarrantyOpened = (props: EntryProps) => (
  <Item icon={<VerifiedUserIcon fontSize="small" color="warning" />} title="order_work.timeline.warranty_opened" props={props}>{props.entry.note}</Item>
);
const WarrantyMoved = (props: EntryProps) => {
  const translate = useTranslate();
  const name = (status: string | null) => translate(`order_work.warranty.statuses.${status}`, { _: status ?? '' });
  return <Item icon={<VerifiedUserIcon fontSize="small" />} title="order_work.timeline.warranty_moved" props={props}>{`${name(props.entry.from)} → ${name(props.entry.to)}`}</Item>;
};
const Money = (title: string) => (props: EntryProps) => {
  const money = useMoney();
  return <Item icon={<AccountBalanceWalletIcon fontSize="small" />} title={title} props={props}>{props.entry.amount === null ? null : money.credits(props.entry.amount)}</Item>;
};
const MoneyDue = (props: EntryProps) => {
  const translate = useTranslate();
  const money = useMoney();
  const step = translate(`order_work.timeline.steps.${props.entry.code}`, { _: props.entry.summary });
  return <Item icon={<AccountBalanceWalletIcon fontSize="small" />} title="order_work.timeline.money_due" props={props}>{props.entry.amount === null ? step : `${step}: ${money.credits(props.entry.amount)}`}</Item>;
};
const MoneyRefused = (props: EntryProps) => (
  <Item icon={<MoneyOffIcon fontSize="small" color="error" />} title="software_orders.timeline.payment_refused" props={props}>
    {recordedRefusalText(props.entry.code, props.entry.summary.replace(/^Payment refused: /, ''))}
  </Item>
);

export const WORK_ENTRIES: Record<string, ComponentType<EntryProps>> = {
  SoftwareOrderAssigned: Assigned,
  TunedFileDelivered: Delivered,
  SoftwareOrderResubmitted: Resubmitted,
  SoftwareOrderRepriced: Repriced,
  WarrantyOpened,
  WarrantyStatusChanged: WarrantyMoved,
  WarrantyRefundGranted: Money('order_work.timeline.warranty_refund'),
  SoftwareOrderMoneyDue: MoneyDue,
  SoftwareOrderMoneyMoved: Money('order_work.timeline.money_moved'),
  SoftwareOrderMoneyRefused: MoneyRefused,
};
