import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../shared/errors';
import type { SoftwareOrderView } from '../../types';

/** Rejected needs a reason: the dealer reads it (update-status with the note) and may answer with a corrected read. */
export const RejectDialog = ({ order, open, onClose, onRejected }: { order: SoftwareOrderView; open: boolean; onClose: () => void; onRejected: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const reject = () => {
    setPending(true);
    dataProvider.updateSoftwareOrderStatus({ id: order.id, status: 'Rejected', note: reason.trim() })
      .then(() => { notify('order_work.status.rejected', { type: 'success' }); setReason(''); onClose(); onRejected(); }, (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('order_work.status.reject_title', { number: order.number })}</DialogTitle>
      <DialogContent>
        <TextField autoFocus required fullWidth multiline minRows={3} margin="dense" name="reason" label={translate('order_work.status.reason')} value={reason}
          onChange={(event) => setReason(event.target.value)} helperText={translate('order_work.status.reason_hint')} slotProps={{ htmlInput: { maxLength: 1000 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('order_work.cancel')}</Button>
        <Button variant="contained" color="error" disabled={!reason.trim() || pending} onClick={reject}>{translate('order_work.status.reject')}</Button>
      </DialogActions>
    </Dialog>
  );
};
