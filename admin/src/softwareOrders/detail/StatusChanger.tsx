import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ORDER_STATUSES } from '../../../../events/softwareOrders/statuses';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../shared/errors';
import type { SoftwareOrderView } from '../types';
import { useOrderLabels } from '../useOrderLabels';
import { RejectDialog } from './work/RejectDialog';
import { useRoles } from '../../roles/useMayOpen';

type Mode = 'tell' | 'only' | 'owner';

/**
 * The statuses the user may move the order to (nextStatuses: the decider's table), behind a
 * confirmation. Staff choose between telling the dealer (update-status with the message) and
 * changing the status only (update-only-status); Rejected asks for its reason in a dialog.
 */
export const StatusChanger = ({ order, onChanged }: { order: SoftwareOrderView; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const labels = useOrderLabels();
  const permissions = useRoles();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [mode, setMode] = useState<Mode | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [pending, setPending] = useState(false);
  if (order.nextStatuses.length === 0) return null;
  const staff = (permissions ?? []).some((role) => role === 'Admin' || role === 'Calibrator');
  const done = () => { notify('software_orders.status_change.done', { type: 'success' }); setStatus(''); setNote(''); onChanged(); };
  const confirm = () => {
    // The select offers the order's next statuses only: one of the known statuses.
    const to = ORDER_STATUSES.find((known) => known === status);
    if (!to) return setMode(null);
    setPending(true);
    const message = note.trim();
    const sent = mode === 'only'
      ? dataProvider.updateSoftwareOrderOnlyStatus({ id: order.id, status: to })
      : dataProvider.updateSoftwareOrderStatus({ id: order.id, status: to, ...(message ? { note: message } : {}) });
    sent.then(done, (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => { setPending(false); setMode(null); });
  };
  const rejects = status === 'Rejected';
  return (
    <Stack spacing={1.5} data-testid="status-changer">
      <Typography variant="subtitle2">{translate('software_orders.status_change.title')}</Typography>
      <TextField select size="small" label={translate('software_orders.status_change.to')} value={status} onChange={(event) => setStatus(event.target.value)}>
        {order.nextStatuses.map((next) => <MenuItem key={next} value={next}>{labels.status(next)}</MenuItem>)}
      </TextField>
      {!rejects && (
        <TextField size="small" multiline name="status-note" label={translate(staff ? 'order_work.status.message' : 'software_orders.status_change.note')} value={note}
          onChange={(event) => setNote(event.target.value)} helperText={staff ? translate('order_work.status.message_hint') : undefined} slotProps={{ htmlInput: { maxLength: 1000 } }} />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {rejects ? (
          <Button variant="contained" color="error" onClick={() => setRejecting(true)}>{translate('order_work.status.reject')}</Button>
        ) : staff ? (
          <>
            <Button variant="contained" disabled={!status || pending} onClick={() => setMode('tell')}>{translate('order_work.status.tell')}</Button>
            <Button variant="outlined" disabled={!status || pending} onClick={() => setMode('only')}>{translate('order_work.status.only')}</Button>
          </>
        ) : (
          <Button variant="contained" disabled={!status || pending} onClick={() => setMode('owner')}>{translate('software_orders.status_change.button')}</Button>
        )}
      </Stack>
      <Confirm isOpen={mode !== null} loading={pending}
        title={mode === 'tell' ? 'order_work.status.confirm_tell' : mode === 'only' ? 'order_work.status.confirm_only' : 'software_orders.status_change.confirm_title'}
        content="credit.confirm.text" translateOptions={{ status: status ? labels.status(status) : '' }} confirm="credit.confirm.yes" onConfirm={confirm} onClose={() => setMode(null)} />
      <RejectDialog order={order} open={rejecting} onClose={() => setRejecting(false)} onRejected={() => { setStatus(''); onChanged(); }} />
    </Stack>
  );
};
