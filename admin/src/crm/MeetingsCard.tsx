import { useState } from 'react';
import { Button, Card, CardContent, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { ConfirmedActionButton } from '../shared/ConfirmedActionButton';
import { useCommand } from '../shared/useCommand';
import { crmApi, textIn, typed, type CrmUser } from './api';
import { TextFields } from './TextFields';
import { EmptyState } from '../shared/EmptyState';

/** Meetings (date and description); deleting one asks for a confirmation. */
export const MeetingsCard = ({ user, onDone }: { user: CrmUser; onDone: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime } = useDates();
  const { busy, run } = useCommand();
  const [when, setWhen] = useState('');
  const [text, setText] = useState({ en: '', es: '' });
  const add = async () => {
    if (await run(() => crmApi.addMeeting(user.id, new Date(when).toISOString(), typed(text.en, text.es)), 'crm.meetings.added')) {
      setText({ en: '', es: '' });
      onDone();
    }
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1">{translate('crm.meetings.title')}</Typography>
        {user.appointments.length === 0 && <EmptyState text="crm.meetings.empty" testId="crm-meetings-empty" />}
        <List dense>
          {user.appointments.map((m) => (
            <ListItem key={m.id} data-testid="crm-meeting"
              secondaryAction={<ConfirmedActionButton label="crm.meetings.delete" size="small" color="error" variant="text" run={() => crmApi.deleteMeeting(m.id)} successMessage="crm.meetings.deleted" onDone={onDone} />}>
              <ListItemText primary={textIn(m.description, locale)} secondary={dateTime(m.date_meet)} />
            </ListItem>
          ))}
        </List>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextField size="small" type="datetime-local" name="date_meet" label={translate('crm.fields.date_meet')} value={when} onChange={(e) => setWhen(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextFields name="description" label="crm.fields.description" en={text.en} es={text.es} onChange={setText} />
          <Button variant="contained" disabled={busy || !when || !text.en.trim()} onClick={add}>{translate('crm.meetings.add')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
