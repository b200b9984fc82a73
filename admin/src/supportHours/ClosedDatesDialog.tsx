import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useLocaleState, useTranslate } from 'react-admin';
import { fetchUpcomingClosedDates, formatClosedDate } from './supportStatus';

/** The calendar modal of spec section 2: the upcoming days support is closed, in the reader's language. */
export const ClosedDatesDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [dates, setDates] = useState<string[] | null>(null);
  useEffect(() => {
    if (open) fetchUpcomingClosedDates().then(setDates).catch(() => setDates([]));
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="support-calendar-title" data-testid="support-calendar">
      <DialogTitle id="support-calendar-title">{translate('support_hours.calendar_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">{translate('support_hours.calendar_hint')}</Typography>
        {dates?.length === 0 && <Typography sx={{ mt: 2 }}>{translate('support_hours.calendar_empty')}</Typography>}
        <List dense>
          {dates?.map((date) => (
            <ListItem key={date} data-date={date}>
              <ListItemIcon><EventBusyIcon color="error" /></ListItemIcon>
              <ListItemText primary={formatClosedDate(date, locale)} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('support_hours.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
