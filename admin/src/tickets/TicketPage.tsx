import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PanToolIcon from '@mui/icons-material/PanTool';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Role } from '../constants';
import { adminPath } from '../layout/AdminLink';
import type { PortalDataProvider } from '../providers/dataProvider';
import { storage } from '../providers/storage';
import { errorMessage } from '../shared/errors';
import { PageSkeleton } from '../shared/LoadingSkeleton';
import { TICKET_STAFF } from './roles';
import { TicketComposer } from './TicketComposer';
import { TicketMessageItem } from './TicketMessageItem';
import { TicketTimeline } from './TicketTimeline';
import type { TicketView } from './types';
import { useTicket } from './useTicket';
import { useTicketTypes } from './useTicketTypes';
import { hasAnyRole } from '../roles/hasAnyRole';
import { useActedFor } from '../subUsers/actedFor';
import { useRoles } from '../roles/useMayOpen';

/** Those who may upload a file (POST /api/files/upload). */
const UPLOADERS: Role[] = ['Admin', 'Distributor', 'Dealer', 'SubDealer'];

/** support/{id} (spec section 2): the conversation, the timeline, the linked order, and the handler's controls. */
export const TicketPage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const actedFor = useActedFor();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const permissions = useRoles();
  const { ticket, error, loading, setTicket } = useTicket(id);
  const names = useTicketTypes();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const staff = hasAnyRole(permissions, TICKET_STAFF);
  const me = storage.getUser()?.id;

  const act = async (command: () => Promise<TicketView>) => {
    setBusy(true);
    try {
      setTicket(await command());
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.deleteTicket(id);
      notify('tickets.detail.deleted', { type: 'success' });
      navigate(adminPath('/support'));
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (loading && !ticket) return <Box sx={{ p: 2 }}><PageSkeleton label="tickets.detail.loading" /></Box>;
  if (!ticket) return <Alert severity="error" sx={{ m: 2 }}>{error}</Alert>;

  return (
    <Box sx={{ p: 2 }} data-testid="ticket-page">
      <Button component={Link} to={adminPath('/support')} size="small" sx={{ mb: 1 }}>{translate('tickets.detail.back')}</Button>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1">#{ticket.number} {ticket.title}</Typography>
        <Chip label={names.statusName(ticket.status)} data-testid="ticket-status" />
        <Chip variant="outlined" label={names.categoryName(ticket.categoryId)} />
        {ticket.orderId && (
          <Button component={Link} to={adminPath(`/order-detail/${ticket.orderId}`)} size="small" data-testid="ticket-order-link">
            {translate('tickets.detail.order_link', { number: ticket.orderNumber ?? '' })}
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('tickets.detail.conversation')}</Typography>
              {ticket.agentId === null && <Alert severity="info" sx={{ mb: 1 }}>{translate('tickets.detail.waiting')}</Alert>}
              <Stack spacing={1} sx={{ maxHeight: 480, overflowY: 'auto', mb: 2 }} data-testid="ticket-messages">
                {ticket.messages.map((m) => <TicketMessageItem key={m.id} ticketId={ticket.id} message={m} mine={m.authorId === me} />)}
              </Stack>
              <TicketComposer ticketId={ticket.id} mayAttach={hasAnyRole(permissions, UPLOADERS)} onPosted={setTicket} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
              <Stack spacing={1.5}>
                <Typography variant="body2">{translate('tickets.fields.dealerName')}: {ticket.dealerName}</Typography>
                <Typography variant="body2" data-testid="ticket-agent">{translate('tickets.fields.agentName')}: {ticket.agentName ? actedFor(ticket.agentName, ticket.agentSubUserName) : translate('tickets.list.unassigned')}</Typography>
                {staff && (
                  <>
                    {ticket.agentId !== me && (
                      <Button variant="contained" startIcon={<PanToolIcon />} disabled={busy} onClick={() => void act(() => dataProvider.assignTicketToMe(ticket.id))} data-testid="ticket-assign-me">
                        {translate('tickets.detail.assign_me')}
                      </Button>
                    )}
                    <TextField select size="small" label={translate('tickets.fields.status')} value={ticket.status} disabled={busy}
                      onChange={(e) => void act(() => dataProvider.setTicketStatus(ticket.id, e.target.value))}>
                      {names.statuses.map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
                    </TextField>
                    <TextField select size="small" label={translate('tickets.fields.categoryId')} value={ticket.categoryId} disabled={busy}
                      onChange={(e) => void act(() => dataProvider.setTicketCategory(ticket.id, e.target.value))}>
                      {names.categories.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
                    </TextField>
                    <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming(true)}>{translate('tickets.detail.delete')}</Button>
                    <Confirm isOpen={confirming} loading={busy} title="tickets.detail.delete" content="tickets.detail.delete_confirm" onConfirm={() => void remove()} onClose={() => setConfirming(false)} />
                  </>
                )}
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">{translate('tickets.detail.timeline')}</Typography>
              <TicketTimeline entries={ticket.timeline} names={names} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
};
