import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../shared/errors';
import type { SoftwareOrderView } from '../types';
import { useOrderLabels } from '../useOrderLabels';

/** The statuses the user may move the order to (nextStatuses: the decider's table), behind a confirmation. */
export const StatusChanger = ({ order, onChanged }: { order: SoftwareOrderView; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const labels = useOrderLabels();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (order.nextStatuses.length === 0) return null;
  const confirm = () => {
    setPending(true);
    dataProvider.updateSoftwareOrderStatus({ id: order.id, status, ...(note.trim() ? { note: note.trim() } : {}) })
      .then(() => {
        notify('software_orders.status_change.done', { type: 'success' });
        setStatus('');
        setNote('');
        onChanged();
      }, (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => { setPending(false); setOpen(false); });
  };
  return (
    <Stack spacing={1.5} data-testid="status-changer">
      <Typography variant="subtitle2">{translate('software_orders.status_change.title')}</Typography>
      <TextField select size="small" label={translate('software_orders.status_change.to')} value={status} onChange={(event) => setStatus(event.target.value)}>
        {order.nextStatuses.map((next) => <MenuItem key={next} value={next}>{labels.status(next)}</MenuItem>)}
      </TextField>
      <TextField size="small" multiline label={translate('software_orders.status_change.note')} value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
      <Button variant="contained" disabled={!status || pending} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {translate('software_orders.status_change.button')}
      </Button>
      <Confirm isOpen={open} loading={pending} title="software_orders.status_change.confirm_title" content="credit.confirm.text"
        translateOptions={{ status: status ? labels.status(status) : '' }} confirm="credit.confirm.yes" onConfirm={confirm} onClose={() => setOpen(false)} />
    </Stack>
  );
};
