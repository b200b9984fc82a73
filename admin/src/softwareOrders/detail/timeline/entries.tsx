import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PaymentsIcon from '@mui/icons-material/Payments';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { useTranslate } from 'react-admin';
import { TimelineItem } from '../../../creditOrders/timeline/TimelineItem';
import type { TimelineEntry } from '../../types';

export type EntryProps = { entry: TimelineEntry; who: string };

/** Who did it and what the order's event says (the server's own words for the details). */
const Detail = ({ entry, who }: EntryProps) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" data-testid="timeline-who">{translate('software_orders.timeline.by', { who })}</Typography>
      <Typography variant="body2" color="text.secondary">{entry.summary}</Typography>
    </>
  );
};

const entry = (icon: ReactNode, title: string) => {
  const Entry = (props: EntryProps) => (
    <TimelineItem icon={icon} title={title} at={props.entry.at}>
      <Detail {...props} />
    </TimelineItem>
  );
  return Entry;
};

export const PlacedEntry = entry(<AddShoppingCartIcon fontSize="small" />, 'software_orders.timeline.placed');
export const ChargedEntry = entry(<PaymentsIcon fontSize="small" color="success" />, 'software_orders.timeline.charged');
export const PaymentRefusedEntry = entry(<MoneyOffIcon fontSize="small" color="error" />, 'software_orders.timeline.payment_refused');
export const PriceSetEntry = entry(<PriceChangeIcon fontSize="small" />, 'software_orders.timeline.price_set');
export const StatusChangedEntry = entry(<SyncAltIcon fontSize="small" />, 'software_orders.timeline.status_changed');
