import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDates } from '../fields';
import type { TimelineEntry } from './types';

type Names = { categoryName: (id: string) => string; statusName: (id: string) => string };

/** One line per event type: what happened, said in the user's language. */
const EntryText = ({ entry, names }: { entry: TimelineEntry; names: Names }) => {
  const translate = useTranslate();
  const d = entry.data as Record<string, string>;
  switch (entry.type) {
    case 'TicketMessagePosted':
      return <>{translate('tickets.timeline.TicketMessagePosted', { role: translate(`tickets.roles.${d.authorRole}`, { _: d.authorRole }) })}</>;
    case 'TicketAssigned':
      return <>{translate('tickets.timeline.TicketAssigned', { name: d.agentName })}</>;
    case 'TicketStatusChanged':
      return <>{translate('tickets.timeline.TicketStatusChanged', { from: names.statusName(d.from), to: names.statusName(d.to) })}</>;
    case 'TicketCategoryChanged':
      return <>{translate('tickets.timeline.TicketCategoryChanged', { from: names.categoryName(d.from), to: names.categoryName(d.to) })}</>;
    default:
      return <>{translate(`tickets.timeline.${entry.type}`, { _: entry.type })}</>;
  }
};

/** The ticket's timeline: every event of its stream, oldest first. */
export const TicketTimeline = ({ entries, names }: { entries: TimelineEntry[]; names: Names }) => {
  const { dateTime } = useDates();
  return (
    <List dense data-testid="ticket-timeline">
      {entries.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          <ListItemText primary={<EntryText entry={entry} names={names} />} secondary={dateTime(entry.at)} />
        </ListItem>
      ))}
    </List>
  );
};
