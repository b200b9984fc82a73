import { useRef, useState } from 'react';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { FileName } from '../shared/FileName';
import AddCommentIcon from '@mui/icons-material/AddComment';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../shared/errors';
import { newIdempotencyKey } from '../shared/idempotency';
import { TICKET_OPENERS } from './roles';
import { useTicketTypes } from './useTicketTypes';
import { hasAnyRole } from '../roles/hasAnyRole';
import { useMayOpen, useRoles } from '../roles/useMayOpen';

/** "New ticket": category, title, message, files, and the order when opened from an order's page. Only the dealers' side opens tickets. */
type Props = { order?: { id: string; number?: number | null } };

/**
 * Only for those who open tickets: the dialog reads the categories, which answer 403 to the other
 * roles, and a 403 signs the user out (spec section 8) — so not even the hooks run for them.
 */
export const NewTicketButton = (props: Props) => {
  const permissions = useRoles();
  const mayOpen = useMayOpen();
  return hasAnyRole(permissions, TICKET_OPENERS) && mayOpen({ path: '/support' }) ? <NewTicketDialogButton {...props} /> : null;
};

const NewTicketDialogButton = ({ order }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { categories } = useTicketTypes();
  const [open, setOpen] = useState(false);
  const [categoryId, setCategoryId] = useState('');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const mayAttach = useMayOpen()({ permission: 'downloads.upload_files' }); // files go up through files/upload (issue 13)
  const [sending, setSending] = useState(false);
  const key = useRef(newIdempotencyKey());
  const picker = useRef<HTMLInputElement>(null);

  const submit = async () => {
    setSending(true);
    try {
      const uploadIds: string[] = [];
      for (const file of files) uploadIds.push((await dataProvider.uploadTicketFile(file)).id);
      const ticket = await dataProvider.openTicket({ categoryId, title, message, orderId: order?.id ?? null, uploadIds }, key.current);
      key.current = newIdempotencyKey();
      setOpen(false);
      navigate(adminPath(`/support/${ticket.id}`));
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<AddCommentIcon />} onClick={() => setOpen(true)} data-testid="new-ticket">{translate('tickets.new.button')}</Button>
      <Dialog open={open} onClose={() => !sending && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('tickets.new.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {order && <Chip label={translate('tickets.new.for_order', { number: order.number ?? '' })} />}
            <TextField select label={translate('tickets.fields.categoryId')} value={categoryId} onChange={(e) => setCategoryId(e.target.value)} required
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'new-ticket-category' } as object } }}>
              {categories.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
            </TextField>
            <TextField label={translate('tickets.fields.title')} value={title} onChange={(e) => setTitle(e.target.value)} required slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'new-ticket-title' } }} />
            <TextField label={translate('tickets.fields.message')} value={message} onChange={(e) => setMessage(e.target.value)} required multiline minRows={4}
              slotProps={{ htmlInput: { 'data-testid': 'new-ticket-message' } }} />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <input ref={picker} type="file" multiple hidden onChange={(e) => { setFiles([...files, ...Array.from(e.target.files ?? [])]); e.target.value = ''; }} />
              {mayAttach && <Button size="small" startIcon={<AttachFileIcon />} onClick={() => picker.current?.click()}>{translate('tickets.new.attach')}</Button>}
              {files.map((file) => <Chip key={file.name} size="small" label={<FileName name={file.name} />} sx={{ maxWidth: '100%' }} onDelete={() => setFiles(files.filter((f) => f !== file))} />)}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={sending}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={sending || !categoryId || !title.trim() || !message.trim()} data-testid="new-ticket-submit">
            {translate('tickets.new.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
