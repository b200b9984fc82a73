import { Chip } from '@mui/material';
import { DataTable, FunctionField, NumberField, TextField, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../../fields';
import { ListPanel } from '../../shared/ListPanel';
import type { Ticket } from '../../tickets/types';
import { useTicketTypes } from '../../tickets/useTicketTypes';

// The ticket list's own order: newest first (the server puts unassigned ones first anyway).
const NEWEST = { field: 'createdAt', order: 'DESC' } as const;

/** A few tickets of one filter, with their total; a row opens the ticket. */
export const TicketPanel = ({ title, filter, to, empty, testId }: { title: string; filter: Record<string, unknown>; to: string; empty: string; testId: string }) => {
  const translate = useTranslate();
  const { statusName } = useTicketTypes();
  return (
    <ListPanel title={translate(title)} resource="support" filter={filter} sort={NEWEST} perPage={6} to={to} linkLabel={translate('dashboard.see_all')}
      empty={empty} rowClick={(id) => `/support/${id}`} testId={testId}>
      <DataTable.Col source="number" label="tickets.fields.number" disableSort><NumberField source="number" /></DataTable.Col>
      <DataTable.Col source="title" label="tickets.fields.title" disableSort><TextField source="title" /></DataTable.Col>
      <DataTable.Col source="dealerName" label="tickets.fields.dealerName" disableSort><TextField source="dealerName" /></DataTable.Col>
      <DataTable.Col source="status" label="tickets.fields.status" disableSort>
        <FunctionField render={(ticket: Ticket) => <Chip size="small" label={statusName(ticket.status)} />} />
      </DataTable.Col>
      <DataTable.Col source="createdAt" label="tickets.fields.createdAt" disableSort><LocalizedDateField source="createdAt" showTime /></DataTable.Col>
    </ListPanel>
  );
};
