import { DATAGRID_PHONE_SX, TableScroll, WIDER_THAN_PHONE_CLASS } from '../shared/phoneTable';
import { Box, Chip, Typography } from '@mui/material';
import {
  AutocompleteInput, BooleanInput, Datagrid, ReferenceInput, FunctionField, List, NumberField, SelectInput, TextField, TopToolbar, useTranslate,
} from 'react-admin';
import { LocalizedDateField } from '../fields';
import { storage } from '../providers/storage';
import { NewTicketButton } from './NewTicketButton';
import { TICKET_STAFF } from './roles';
import type { Ticket } from './types';
import { useTicketTypes } from './useTicketTypes';
import { useRefreshOnLive } from '../shared/useRefreshOnLive';
import { hasAnyRole } from '../roles/hasAnyRole';
import { useActedFor } from '../subUsers/actedFor';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';
import { useRoles } from '../roles/useMayOpen';

const NEW_TICKET_EVENTS = ['newTicket'];

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }} data-testid="tickets-empty">
      <Typography variant="h6">{translate('tickets.list.empty')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('tickets.list.empty_hint')}</Typography>
      <NewTicketButton />
    </Box>
  );
};

/** support (spec section 2): the tickets the caller may read, unassigned first (the server orders so), filtered by status, category, assignee and dealer. */
export const TicketList = () => {
  const translate = useTranslate();
  const actedFor = useActedFor();
  const permissions = useRoles();
  const { categories, statuses, categoryName, statusName } = useTicketTypes();
  const staff = hasAnyRole(permissions, TICKET_STAFF);
  const me = storage.getUser()?.id;
  // A ticket opened, taken or deleted elsewhere shows at once in the staff's list.
  useRefreshOnLive(NEW_TICKET_EVENTS, staff);
  const filters = [
    <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
    <SelectInput key="category" source="categoryId" choices={categories} alwaysOn />,
    ...(staff ? [
      <BooleanInput key="unassigned" source="unassigned" alwaysOn />,
      <SelectInput key="agent" source="agentId" choices={me ? [{ id: me, name: translate('tickets.list.mine') }] : []} />,
    ] : []),
    // The user list is the Admin's (spec section 6): only an Admin picks a dealer.
    ...(hasAnyRole(permissions, ['Admin']) ? [
      <ReferenceInput key="dealer" source="dealerId" reference="users" sort={{ field: 'email', order: 'ASC' }}>
        <AutocompleteInput optionText="email" filterToQuery={(q) => ({ q })} label="tickets.fields.dealerId" />
      </ReferenceInput>,
    ] : []),
  ];
  return (
    <List resource="support" title="tickets.list.title" sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} empty={<Empty />}
      actions={<TopToolbar><NewTicketButton /></TopToolbar>} exporter={false}>
      <ListLoading columns={7}><TableScroll><Datagrid rowClick="edit" bulkActionButtons={false} data-testid="tickets-list" empty={<ListEmpty text="tickets.list.empty" />} sx={DATAGRID_PHONE_SX}>
        {/* A phone keeps the number, the title and the status. */}
        <NumberField source="number" label="tickets.fields.number" />
        <TextField source="title" label="tickets.fields.title" />
        <FunctionField source="categoryId" label="tickets.fields.categoryId" render={(t: Ticket) => categoryName(t.categoryId)} cellClassName={WIDER_THAN_PHONE_CLASS} headerClassName={WIDER_THAN_PHONE_CLASS} />
        <FunctionField source="status" label="tickets.fields.status" render={(t: Ticket) => <Chip size="small" label={statusName(t.status)} />} />
        <TextField source="dealerName" label="tickets.fields.dealerName" sortable={false} cellClassName={WIDER_THAN_PHONE_CLASS} headerClassName={WIDER_THAN_PHONE_CLASS} />
        <FunctionField label="tickets.fields.agentName" render={(t: Ticket) => (t.agentName ? actedFor(t.agentName, t.agentSubUserName) : null) ?? <Chip size="small" color="warning" label={translate('tickets.list.unassigned')} />}
          cellClassName={WIDER_THAN_PHONE_CLASS} headerClassName={WIDER_THAN_PHONE_CLASS} />
        <LocalizedDateField source="createdAt" label="tickets.fields.createdAt" showTime cellClassName={WIDER_THAN_PHONE_CLASS} headerClassName={WIDER_THAN_PHONE_CLASS} />
      </Datagrid></TableScroll></ListLoading>
    </List>
  );
};
