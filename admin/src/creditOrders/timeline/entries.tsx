import { Typography } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HandshakeIcon from '@mui/icons-material/Handshake';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PaymentsIcon from '@mui/icons-material/Payments';
import VerifiedIcon from '@mui/icons-material/Verified';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../credit/money/useMoney';
import type { TimelineEntry } from '../types';
import { TimelineItem } from './TimelineItem';

type EntryProps = { entry: TimelineEntry };

const Reference = ({ reference }: { reference?: string | null }) => {
  const translate = useTranslate();
  if (!reference) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('credit.orders.timeline.reference', { reference })}
    </Typography>
  );
};

export const OfferedEntry = ({ entry }: EntryProps) => <TimelineItem icon={<LocalOfferIcon fontSize="small" />} title="credit.orders.timeline.offered" at={entry.at} />;

export const PlacedEntry = ({ entry }: EntryProps) => <TimelineItem icon={<AddShoppingCartIcon fontSize="small" />} title="credit.orders.timeline.placed" at={entry.at} />;

export const TermsChangedEntry = ({ entry }: EntryProps) => <TimelineItem icon={<EditNoteIcon fontSize="small" />} title="credit.orders.timeline.terms_changed" at={entry.at} />;

export const AcceptedEntry = ({ entry }: EntryProps) => <TimelineItem icon={<HandshakeIcon fontSize="small" />} title="credit.orders.timeline.accepted" at={entry.at} />;

export const NotifiedEntry = ({ entry }: EntryProps) => (
  <TimelineItem icon={<NotificationsActiveIcon fontSize="small" />} title="credit.orders.timeline.notified" at={entry.at}>
    <Reference reference={entry.reference} />
  </TimelineItem>
);

export const PaymentReceivedEntry = ({ entry }: EntryProps) => {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <TimelineItem icon={<PaymentsIcon fontSize="small" />} title="credit.orders.timeline.payment_received" at={entry.at}>
      <Typography variant="body2">
        {translate(entry.provider === 'stripe' ? 'credit.orders.timeline.paid_online' : 'credit.orders.timeline.paid_manual', { amount: money.price(entry.amount ?? 0) })}
      </Typography>
      <Reference reference={entry.reference} />
    </TimelineItem>
  );
};

export const ConfirmedEntry = ({ entry }: EntryProps) => <TimelineItem icon={<VerifiedIcon fontSize="small" color="success" />} title="credit.orders.timeline.confirmed" at={entry.at} />;

export const CancelledEntry = ({ entry }: EntryProps) => <TimelineItem icon={<CancelIcon fontSize="small" color="disabled" />} title="credit.orders.timeline.cancelled" at={entry.at} />;
