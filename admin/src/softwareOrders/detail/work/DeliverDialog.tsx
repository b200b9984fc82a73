import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../shared/errors';
import type { SoftwareOrderView, UploadAnswer } from '../../types';
import { FileSlot } from './FileSlot';
import { unitsOf } from './useOrderWorkRoles';

/** The calibrator's delivery: 1–2 tuned files (one per unit of the order type) and a note; a numbered version, the order goes to Tune Supplied. */
export const DeliverDialog = ({ order, onDelivered }: { order: SoftwareOrderView; onDelivered: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<Partial<Record<'ECU' | 'TCU', UploadAnswer>>>({});
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const chosen = Object.values(files).filter((file): file is UploadAnswer => Boolean(file));
  const version = order.versions + 1;
  const close = () => { setOpen(false); setFiles({}); setNote(''); };
  const deliver = () => {
    setPending(true);
    dataProvider.deliverTunedFiles({ id: order.id, files: chosen.map((file) => ({ uploadId: file.id })), ...(note.trim() ? { note: note.trim() } : {}) })
      .then((answer) => { notify('order_work.deliver.done', { type: 'success', messageArgs: { version: answer.versions } }); close(); onDelivered(); },
        (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <>
      <Button variant="contained" color="success" startIcon={<SendIcon />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>{translate('order_work.deliver.button')}</Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate('order_work.deliver.title', { number: order.number })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">{translate('order_work.deliver.hint', { version })}</Typography>
            {unitsOf(order.type).map((unit) => (
              <FileSlot key={unit} unit={unit} label={`order_work.deliver.${unit}`} file={files[unit]} onUploaded={(file) => setFiles((before) => ({ ...before, [unit]: file }))} />
            ))}
            <TextField multiline minRows={2} name="deliver-note" label={translate('order_work.deliver.note')} value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('order_work.cancel')}</Button>
          <Button variant="contained" disabled={chosen.length === 0 || pending} onClick={deliver}>{translate('order_work.deliver.send')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
