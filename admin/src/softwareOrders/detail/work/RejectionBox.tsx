import { useState } from 'react';
import { Alert, AlertTitle, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useRefreshBalance } from '../../../credit/balance/useRefreshBalance';
import { useMoney } from '../../../credit/money/useMoney';
import type { PortalDataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../shared/errors';
import type { SoftwareOrderView, UploadAnswer } from '../../types';
import { FileSlot } from './FileSlot';
import { unitsOf, useOrderWorkRoles } from './useOrderWorkRoles';

/** The dealer answers a rejection with a corrected read of every unit: the order is New again and its price is charged again. */
const ResubmitDialog = ({ order, onSent }: { order: SoftwareOrderView; onSent: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useMoney();
  const refreshBalance = useRefreshBalance();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [files, setFiles] = useState<Partial<Record<'ECU' | 'TCU', UploadAnswer>>>({});
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const units = unitsOf(order.type);
  const complete = units.every((unit) => files[unit]);
  // The read model keeps a price only when set or changed by an Admin; otherwise it is the quote's total.
  const price = order.price ?? order.total;
  const close = () => { setOpen(false); setFiles({}); setNote(''); };
  const send = () => {
    setPending(true);
    dataProvider.resubmitRead({ id: order.id, files: units.map((unit) => ({ uploadId: files[unit]!.id })), ...(note.trim() ? { note: note.trim() } : {}) })
      .then(() => { notify('order_work.rejection.done', { type: 'success' }); close(); void refreshBalance(true); onSent(); },
        (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => { setPending(false); setConfirming(false); });
  };
  return (
    <>
      <Button variant="contained" startIcon={<ReplayIcon />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>{translate('order_work.rejection.resubmit')}</Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate('order_work.rejection.resubmit_title', { number: order.number })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">{translate('order_work.rejection.hint')}</Typography>
            {units.map((unit) => (
              <FileSlot key={unit} unit={unit} label={`software_orders.upload.${unit}`} file={files[unit]} onUploaded={(file) => setFiles((before) => ({ ...before, [unit]: file }))} />
            ))}
            <TextField multiline minRows={2} name="resubmit-note" label={translate('order_work.rejection.note')} value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
            {price > 0 && <Alert severity="info">{translate('order_work.rejection.confirm', { price: money.credits(price) })}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('order_work.cancel')}</Button>
          <Button variant="contained" disabled={!complete || pending} onClick={() => setConfirming(true)}>{translate('order_work.rejection.send')}</Button>
        </DialogActions>
      </Dialog>
      <Confirm isOpen={confirming} loading={pending} title="order_work.rejection.confirm_title" translateOptions={{ number: order.number, price: money.credits(price) }}
        content={price > 0 ? 'order_work.rejection.confirm' : 'order_work.rejection.confirm_free'} confirm="credit.confirm.yes" onConfirm={send} onClose={() => setConfirming(false)} />
    </>
  );
};

/** A rejected order: its reason for everyone who reads it, and for the dealer the way back with a corrected read. */
export const RejectionBox = ({ order, onChanged }: { order: SoftwareOrderView; onChanged: () => void }) => {
  const translate = useTranslate();
  const roles = useOrderWorkRoles(order);
  if (order.status !== 'Rejected') return null;
  return (
    <Alert severity="error" data-testid="rejection" action={undefined}>
      <AlertTitle>{translate('order_work.rejection.title')}</AlertTitle>
      <Stack spacing={1.5}>
        {order.rejectionReason && <Typography variant="body2" data-testid="rejection-reason" sx={{ whiteSpace: 'pre-wrap' }}>{translate('order_work.rejection.reason', { reason: order.rejectionReason })}</Typography>}
        {roles.owner && <ResubmitDialog order={order} onSent={onChanged} />}
      </Stack>
    </Alert>
  );
};
