import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, IconButton, List, ListItem, ListItemText, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { useLoad } from '../shared/useLoad';
import { formatClosedDate } from './supportStatus';
import { ListState } from '../shared/ListState';

/** The administrators' resource of closed dates (api/CONTRACT.md "Support hours"); ids are the dates. */
export const CLOSED_DATES_RESOURCE = 'calendars/support-day-close';
const UPCOMING = { filter: { upcoming: true }, sort: { field: 'date', order: 'ASC' as const }, pagination: { page: 1, perPage: 200 } };

/** Admin: the upcoming days support is closed, add one, remove one (pessimistic: the list reloads from the server). */
export const ClosedDatesPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState(false);
  const days = useLoad('closed-dates', (dp) => dp.getList<{ id: string; date: string }>(CLOSED_DATES_RESOURCE, UPCOMING));

  const run = async (action: () => Promise<unknown>, done: string, when: string) => {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success', messageArgs: { date: formatClosedDate(when, locale) } });
      days.reload();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(() => dataProvider.create(CLOSED_DATES_RESOURCE, { data: { date } }), 'support_hours.admin.added', date).then(() => setDate(''));
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="support_hours.admin.title" />
      <CardContent>
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <TextField
            type="date" size="small" label={translate('support_hours.admin.date')} value={date} required
            onChange={(event) => setDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} inputProps={{ 'data-testid': 'closed-date-input' }}
          />
          <Button type="submit" variant="contained" disabled={busy || !date}>{translate('support_hours.admin.add')}</Button>
        </Box>
        <ListState loading={days.loading} error={days.error} rows={days.data?.data} columns={1} empty="support_hours.admin.empty" />
        <List dense>
          {days.data?.data.map((day) => (
            <ListItem
              key={day.id} data-date={day.date}
              secondaryAction={
                <IconButton edge="end" aria-label={translate('support_hours.admin.remove')} disabled={busy}
                  onClick={() => void run(() => dataProvider.delete(CLOSED_DATES_RESOURCE, { id: day.id, previousData: day }), 'support_hours.admin.removed', day.date)}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={formatClosedDate(day.date, locale)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
