import type { ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { storage } from '../../../providers/storage';
import type { SoftwareOrderView } from '../../types';
import { ChargedEntry, PaymentRefusedEntry, PlacedEntry, PriceSetEntry, RefundedEntry, StatusChangedEntry, type EntryProps } from './entries';
import { WORK_ENTRIES } from './workEntries';

/** One small component per event type of the order's stream. */
const ENTRIES: Record<string, ComponentType<EntryProps>> = {
  SoftwareOrderPlaced: PlacedEntry,
  SoftwareOrderCharged: ChargedEntry,
  SoftwareOrderPaymentRefused: PaymentRefusedEntry,
  SoftwareOrderPriceSet: PriceSetEntry,
  SoftwareOrderStatusChanged: StatusChangedEntry,
  SoftwareOrderRefunded: RefundedEntry,
  ...WORK_ENTRIES,
};

/** What happened to the order, oldest first: who (the reader is "you", no actor is the portal itself), what, when. */
export const OrderTimeline = ({ order }: { order: SoftwareOrderView }) => {
  const translate = useTranslate();
  const me = String(storage.getUser()?.id ?? '');
  const who = (actorId: string | null, name: string | null) => {
    if (actorId === null) return translate('software_orders.timeline.portal');
    if (actorId === me) return translate('software_orders.timeline.you');
    return name ?? (actorId === order.dealerId ? order.dealerName : translate('software_orders.timeline.staff'));
  };
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="order-timeline">
      {order.timeline.map((entry, index) => {
        const Entry = ENTRIES[entry.type];
        return Entry ? <Entry key={`${entry.type}-${index}`} entry={entry} who={who(entry.actorId, entry.actorName)} order={order} /> : (
          <Typography key={`${entry.type}-${index}`} component="li" variant="body2">{entry.summary}</Typography>
        );
      })}
    </Box>
  );
};
