import { useEffect, useState } from 'react';
import { Button, Chip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { useTranslate } from 'react-admin';
import type { Role } from '../constants';
import { hasAnyRole } from '../roles/hasAnyRole';
import { useMayOpen, useRoles } from '../roles/useMayOpen';
import { feedbackApi } from './feedbackApi';
import { FeedbackDialog } from './FeedbackDialog';
import type { Feedback } from './types';

/** Who rates orders and the service (spec section 6: the dealers' side). */
export const FEEDBACK_GIVERS: readonly Role[] = ['Distributor', 'Dealer', 'SubDealer'];

/** On the order's page: "Leave feedback" while the dealer may rate its completed order, its rating once given. */
export const LeaveFeedbackButton = ({ order }: { order: { id: string; number: number | null; status: string } }) => {
  const permissions = useRoles();
  const mayOpen = useMayOpen();
  const giver = hasAnyRole(permissions, FEEDBACK_GIVERS) && mayOpen({ permission: 'feedbacks' });
  return giver && order.status === 'Completed' ? <OrderFeedback order={order} /> : null;
};

const OrderFeedback = ({ order }: { order: { id: string; number: number | null } }) => {
  const translate = useTranslate();
  const [state, setState] = useState<{ feedback: Feedback | null; canGive: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    // A failure only hides the button: the order's page stays usable.
    feedbackApi.ofOrder(order.id).then((answer) => live && setState(answer), () => live && setState(null));
    return () => { live = false; };
  }, [order.id, round]);
  if (state?.feedback) return <Chip icon={<StarIcon />} label={translate('feedback.given', { rating: state.feedback.rating })} data-testid="order-feedback-given" />;
  if (!state?.canGive) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<StarIcon />} onClick={() => setOpen(true)} data-testid="leave-feedback">{translate('feedback.leave')}</Button>
      {open && <FeedbackDialog order={order} onClose={() => setOpen(false)} onSent={() => { setOpen(false); setRound((r) => r + 1); }} />}
    </>
  );
};
