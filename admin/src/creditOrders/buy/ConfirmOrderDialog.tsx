import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../credit/money/useMoney';
import type { PaymentDraftPreview } from '../types';
import { FAR_ABOVE_USUAL_FACTOR, isFarAboveUsual, usualPurchase } from './usualPurchase';

interface ConfirmOrderDialogProps {
  /** The server's quote of what is ordered (GET payment-draft): its credits, total and fee are what the sentence states. */
  draft: PaymentDraftPreview;
  /** The buyer's last paid purchases, newest first (credits each). */
  paidPurchases: readonly number[];
  pending: boolean;
  onPlace: () => void;
  onClose: () => void;
}

/**
 * Before a credit order is placed: "500 credits for €400.00 (fee €0.00)" in the buyer's language,
 * then, for an order far above the buyer's usual ones (usualPurchase.ts), a second question whose
 * button names the credits again and is not the default one.
 */
export const ConfirmOrderDialog = ({ draft, paidPurchases, pending, onPlace, onClose }: ConfirmOrderDialogProps) => {
  const translate = useTranslate();
  const money = useMoney();
  const [again, setAgain] = useState(false);
  const credits = money.creditCount(draft.credits);
  const order = translate('credit.orders.buy.confirm_order', { credits, total: money.eur(draft.amount), fee: money.eur(draft.fee) });
  const usual = usualPurchase(paidPurchases);
  const confirmFirst = () => (isFarAboveUsual(draft.credits, paidPurchases) ? setAgain(true) : onPlace());
  if (!again) {
    return (
      <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="confirm-order-title" maxWidth="xs" fullWidth>
        <DialogTitle id="confirm-order-title">{translate('credit.orders.buy.submit')}</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="confirm-order" sx={{ color: 'text.primary', fontWeight: 500 }}>{order}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={confirmFirst} disabled={pending} autoFocus>{translate('credit.confirm.yes')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="unusual-order-title" maxWidth="xs" fullWidth>
      <DialogTitle id="unusual-order-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="warning" />
        {translate('credit.orders.buy.unusual_title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="unusual-order" sx={{ mb: 1 }}>
          {usual.usual === null
            ? translate('credit.orders.buy.unusual_first', { credits, limit: money.creditCount(usual.limit) })
            : translate('credit.orders.buy.unusual_text', { credits, factor: FAR_ABOVE_USUAL_FACTOR, usual: money.creditCount(usual.usual) })}
        </DialogContentText>
        <DialogContentText sx={{ color: 'text.primary', fontWeight: 500 }}>{order}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The safe answer has the focus: a second Enter does not order ten times the usual. */}
        <Button onClick={onClose} disabled={pending} autoFocus>{translate('credit.orders.buy.unusual_change')}</Button>
        <Button variant="contained" color="warning" onClick={onPlace} disabled={pending}>{translate('credit.orders.buy.unusual_confirm', { credits })}</Button>
      </DialogActions>
    </Dialog>
  );
};
