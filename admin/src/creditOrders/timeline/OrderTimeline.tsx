import type { ComponentType } from 'react';
import { Box } from '@mui/material';
import type { TimelineEntry, TimelineEventType } from '../types';
import {
  AcceptedEntry,
  CancelledEntry,
  ConfirmedEntry,
  NotifiedEntry,
  OfferedEntry,
  PaymentReceivedEntry,
  PlacedEntry,
  TermsChangedEntry,
} from './entries';

/** One small component per event type of the order's stream. */
const ENTRIES: Record<TimelineEventType, ComponentType<{ entry: TimelineEntry }>> = {
  CreditOrderOffered: OfferedEntry,
  CreditOrderPlaced: PlacedEntry,
  CreditOrderTermsChanged: TermsChangedEntry,
  OfferAccepted: AcceptedEntry,
  PaymentNotified: NotifiedEntry,
  PaymentReceived: PaymentReceivedEntry,
  PaymentConfirmed: ConfirmedEntry,
  CreditOrderCancelled: CancelledEntry,
};

/** The credit order's history, oldest first. */
export const OrderTimeline = ({ timeline }: { timeline: TimelineEntry[] }) => (
  <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {timeline.map((entry) => {
      const Entry = ENTRIES[entry.type];
      return Entry ? <Entry key={entry.id} entry={entry} /> : null;
    })}
  </Box>
);
