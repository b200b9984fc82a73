import { useState } from 'react';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isValidAmount } from '../../../credit/amountRules';
import { useRefreshBalance } from '../../../credit/balance/useRefreshBalance';
import { useMoney } from '../../../credit/money/useMoney';
import type { PortalDataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../shared/errors';
import type { SoftwareOrderView, WarrantyCaseStatus } from '../../types';
import { useOrderWorkRoles } from './useOrderWorkRoles';

const NEXT: Record<WarrantyCaseStatus, WarrantyCaseStatus[]> = { NEW: ['In process', 'Closed'], 'In process': ['Closed'], Closed: [] };
const COLORS = { NEW: 'warning', 'In process': 'info', Closed: 'default' } as const;

/** The dealer chain (or an Admin) claims warranty on a Completed order, with its reason. */
const ClaimDialog = ({ order, onClaimed }: { order: SoftwareOrderView; onClaimed: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const claim = () => {
    setPending(true);
    dataProvider.claimWarranty({ orderId: order.id, reason: reason.trim() })
      .then(() => { notify('order_work.warranty.claimed', { type: 'success' }); setOpen(false); setReason(''); onClaimed(); }, (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>{translate('order_work.warranty.claim')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('order_work.warranty.claim_title', { number: order.number })}</DialogTitle>
        <DialogContent>
          <TextField autoFocus required fullWidth multiline minRows={3} margin="dense" name="warranty-reason" label={translate('order_work.warranty.reason')} value={reason}
            onChange={(event) => setReason(event.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('order_work.cancel')}</Button>
          <Button variant="contained" disabled={!reason.trim() || pending} onClick={claim}>{translate('order_work.warranty.send')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** Admin: credits back under warranty (WarrantEntity), behind a confirmation naming the amount. */
const RefundForm = ({ order, onRefunded }: { order: SoftwareOrderView; onRefunded: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useMoney();
  const refreshBalance = useRefreshBalance();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [amount, setAmount] = useState('');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const valid = amount !== '' && isValidAmount(amount, {}, {}) === undefined;
  const refund = () => {
    setPending(true);
    dataProvider.refundWarranty({ orderId: order.id, amount: Number(amount) })
      .then(() => { notify('order_work.warranty.refund_done', { type: 'success' }); setAmount(''); void refreshBalance(true); onRefunded(); }, (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => { setPending(false); setOpen(false); });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField size="small" name="warranty-refund" label={translate('order_work.warranty.refund_amount')} value={amount} onChange={(event) => setAmount(event.target.value.trim())}
        error={amount !== '' && !valid} helperText={amount !== '' && !valid ? translate('credit.validation.valid_amount') : translate('order_work.warranty.refund_hint')} />
      <Button variant="outlined" disabled={!valid || pending} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>{translate('order_work.warranty.refund')}</Button>
      <Confirm isOpen={open} loading={pending} title="order_work.warranty.refund_confirm" translateOptions={{ amount: valid ? money.credits(Number(amount)) : '' }}
        content="credit.confirm.text" confirm="credit.confirm.yes" onConfirm={refund} onClose={() => setOpen(false)} />
    </Stack>
  );
};

/** Spec section 3: the warranty case (NEW, In process, Closed) of a completed order; claim, move, refund. */
export const WarrantySection = ({ order, onChanged }: { order: SoftwareOrderView; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useMoney();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const roles = useOrderWorkRoles(order);
  const status = order.warrantyStatus as WarrantyCaseStatus | null;
  const mayClaim = order.status === 'Completed' && (roles.owner || roles.isAdmin) && (status === null || status === 'Closed');
  if (status === null && !mayClaim) return null;
  const move = (to: WarrantyCaseStatus) =>
    dataProvider.updateWarrantyStatus({ orderId: order.id, status: to })
      .then(() => { notify('order_work.warranty.moved', { type: 'success', messageArgs: { status: translate(`order_work.warranty.statuses.${to}`) } }); onChanged(); },
        (failure: unknown) => notify(errorMessage(failure), { type: 'error' }));
  return (
    <Stack spacing={1.5} data-testid="warranty">
      {status && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">{translate('order_work.warranty.status')}</Typography>
            <Chip size="small" color={COLORS[status]} label={translate(`order_work.warranty.statuses.${status}`)} data-testid="warranty-status" />
          </Stack>
          {order.warrantyReason && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{translate('order_work.warranty.case_reason', { reason: order.warrantyReason })}</Typography>}
          {order.warrantyRefunded > 0 && <Typography variant="body2">{translate('order_work.warranty.refunded', { amount: money.credits(order.warrantyRefunded) })}</Typography>}
          {roles.mayMoveWarranty && NEXT[status].length > 0 && (
            <Stack direction="row" spacing={1}>
              {NEXT[status].map((to) => (
                <Button key={to} size="small" variant="outlined" onClick={() => void move(to)}>{translate('order_work.warranty.move', { status: translate(`order_work.warranty.statuses.${to}`) })}</Button>
              ))}
            </Stack>
          )}
          {roles.isAdmin && <RefundForm order={order} onRefunded={onChanged} />}
        </>
      )}
      {mayClaim && <ClaimDialog order={order} onClaimed={onChanged} />}
    </Stack>
  );
};
