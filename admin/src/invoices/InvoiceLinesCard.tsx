import { useState } from 'react';
import { Button, IconButton, List, ListItem, ListItemText, Stack, Switch, TextField, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { SectionCard } from '../profile/SectionCard';

/** A line printed on invoices: payment details (a name and the details) or a note (text only). */
export interface InvoiceLine {
  id: number;
  title: string;
  text: string;
  active: boolean;
}

interface InvoiceLinesCardProps {
  title: string;
  /** Payment details have a name; notes do not. */
  withName: boolean;
  lines: InvoiceLine[];
  save: (line: { id?: number; title: string; text: string; active?: boolean }) => Promise<unknown>;
}

const LineForm = ({ withName, initial, onSave, onCancel }: {
  withName: boolean;
  initial?: InvoiceLine;
  onSave: (title: string, text: string) => Promise<void>;
  onCancel?: () => void;
}) => {
  const translate = useTranslate();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const [pending, setPending] = useState(false);
  const valid = text.trim() !== '' && (!withName || title.trim() !== '');
  const submit = async () => {
    setPending(true);
    try {
      await onSave(title.trim(), text.trim());
      if (!initial) {
        setTitle('');
        setText('');
      }
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      {withName && <TextField size="small" label={translate('credit.invoices.lines.name')} value={title} onChange={(e) => setTitle(e.target.value)} />}
      <TextField size="small" multiline minRows={2} label={translate(withName ? 'credit.invoices.lines.details' : 'credit.invoices.lines.text')} value={text} onChange={(e) => setText(e.target.value)} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" disabled={!valid || pending} onClick={submit}>
          {translate(initial ? 'ra.action.save' : 'ra.action.add')}
        </Button>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            {translate('ra.action.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};

/** Payment details or notes of the invoices: add, edit, switch on and off (never deleted). */
export const InvoiceLinesCard = ({ title, withName, lines, save }: InvoiceLinesCardProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [editing, setEditing] = useState<number | null>(null);
  const run = async (line: Parameters<typeof save>[0]) => {
    try {
      await save(line);
      notify('credit.invoices.lines.saved', { type: 'success' });
      setEditing(null);
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  return (
    <SectionCard title={title}>
      <List dense disablePadding>
        {lines.map((line) =>
          editing === line.id ? (
            <ListItem key={line.id} disableGutters>
              <LineForm withName={withName} initial={line} onSave={(t, x) => run({ id: line.id, title: t, text: x })} onCancel={() => setEditing(null)} />
            </ListItem>
          ) : (
            <ListItem
              key={line.id}
              disableGutters
              secondaryAction={
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Tooltip title={translate(line.active ? 'credit.invoices.lines.printed' : 'credit.invoices.lines.not_printed')}>
                    <Switch checked={line.active} onChange={(e) => run({ id: line.id, title: line.title, text: line.text, active: e.target.checked })} slotProps={{ input: { 'aria-label': translate('credit.invoices.lines.printed') } }} />
                  </Tooltip>
                  <IconButton aria-label={translate('ra.action.edit')} onClick={() => setEditing(line.id)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemText primary={withName ? line.title : line.text} secondary={withName ? line.text : undefined} sx={{ pr: 12, opacity: line.active ? 1 : 0.5, whiteSpace: 'pre-line' }} />
            </ListItem>
          ),
        )}
      </List>
      <LineForm withName={withName} onSave={(t, x) => run({ title: t, text: x })} />
    </SectionCard>
  );
};
