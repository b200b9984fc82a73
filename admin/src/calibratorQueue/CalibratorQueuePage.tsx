import { TableScroll } from '../shared/phoneTable';
import { useState, type MouseEvent } from 'react';
import { Box, Button, Chip, FormControlLabel, Switch, Tab, Tabs, Typography } from '@mui/material';
import PanToolIcon from '@mui/icons-material/PanTool';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { useSearchParams } from 'react-router-dom';
import { DataTable, List, TextField, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useDates } from '../fields';
import { adminPath } from '../layout/AdminLink';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../shared/errors';
import { StageField, VehicleField } from '../softwareOrders/list/fields';
import { StatusChip } from '../softwareOrders/StatusChip';
import type { SoftwareOrder } from '../softwareOrders/types';
import { ListLoading } from '../shared/ListLoading';
import { useRoles } from '../roles/useMayOpen';

type Scope = 'mine' | 'unassigned' | 'all';
const SCOPES: Scope[] = ['mine', 'unassigned', 'all'];

/** The due time, with an Overdue chip once it has passed (also on the Calibrator's dashboard). */
export const DueField = (_: { label?: string }) => {
  const order = useRecordContext<SoftwareOrder>();
  const translate = useTranslate();
  const { dateTime } = useDates();
  if (!order) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{order.dueAt ? dateTime(order.dueAt) : '—'}</Typography>
      {order.overdue && <Chip size="small" color="error" label={translate('calibrator_queue.overdue')} data-testid="overdue-chip" />}
    </Box>
  );
};

/** A calibrator takes an unassigned order from the row; another's taking it first is a 409, said and refreshed. */
const TakeButton = (_: { label?: string }) => {
  const order = useRecordContext<SoftwareOrder>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const permissions = useRoles();
  const [pending, setPending] = useState(false);
  if (!order) return null;
  if (order.calibratorName) return <Typography variant="body2">{order.calibratorName}</Typography>;
  // An Admin who is no calibrator assigns from the order's page.
  if (!(permissions ?? []).includes('Calibrator')) return <Typography variant="body2" color="text.secondary">{translate('calibrator_queue.unassigned')}</Typography>;
  const take = (event: MouseEvent) => {
    event.stopPropagation();
    setPending(true);
    dataProvider.assignSoftwareOrder({ id: order.id })
      .then(() => notify('calibrator_queue.taken', { type: 'success', messageArgs: { number: order.number } }), (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => { setPending(false); refresh(); });
  };
  return <Button size="small" variant="contained" startIcon={<PanToolIcon />} disabled={pending} onClick={take}>{translate('calibrator_queue.take')}</Button>;
};

const Empty = ({ scope }: { scope: Scope }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }} data-testid="queue-empty">
      <AssignmentIndIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" color="text.secondary" sx={{ mt: 1 }}>{translate(`calibrator_queue.empty.${scope}`)}</Typography>
    </Box>
  );
};

/**
 * /files/orders (the files section, Admin and Calibrator): the open orders by due time, mine /
 * unassigned / all, overdue ones marked; Take on an unassigned row; a row opens the order.
 */
export const CalibratorQueuePage = () => {
  const translate = useTranslate();
  // A dashboard figure opens the queue on its tab (?scope=unassigned&overdue=true).
  const [params] = useSearchParams();
  const [scope, setScope] = useState<Scope>(SCOPES.find((value) => value === params.get('scope')) ?? 'mine');
  const [overdue, setOverdue] = useState(params.get('overdue') === 'true');
  const label = (field: string) => translate(`calibrator_queue.fields.${field}`);
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={scope} onChange={(_, value: Scope) => setScope(value)} aria-label={translate('calibrator_queue.title')}>
          {SCOPES.map((value) => <Tab key={value} value={value} label={translate(`calibrator_queue.tabs.${value}`)} />)}
        </Tabs>
        <FormControlLabel control={<Switch checked={overdue} onChange={(event) => setOverdue(event.target.checked)} />} label={translate('calibrator_queue.overdue_only')} />
      </Box>
      <List key={`${scope}:${overdue}`} resource="files/orders" title="calibrator_queue.title" filter={{ scope, ...(overdue ? { overdue: true } : {}) }}
        sort={{ field: 'dueAt', order: 'ASC' }} perPage={25} exporter={false} actions={false} empty={<Empty scope={scope} />} disableSyncWithLocation storeKey={false}>
        <ListLoading columns={8}><TableScroll><DataTable bulkActionButtons={false} rowClick={(id: Identifier) => adminPath(`/order-detail/${id}`)}
          rowSx={(record) => (record.overdue ? { backgroundColor: 'rgba(211, 47, 47, 0.06)' } : {})}>
          <DataTable.Col source="dueAt" label={label('dueAt')}><DueField /></DataTable.Col>
          <DataTable.Col source="number" label={label('number')} disableSort><TextField source="number" /></DataTable.Col>
          <DataTable.Col source="dealerName" label={label('dealerName')} disableSort><TextField source="dealerName" /></DataTable.Col>
          <DataTable.Col source="vehicle" label={label('vehicle')} disableSort><VehicleField /></DataTable.Col>
          <DataTable.Col source="type" label={label('type')} disableSort><TextField source="type" /></DataTable.Col>
          <DataTable.Col source="stage" label={label('stage')} disableSort><StageField /></DataTable.Col>
          <DataTable.Col source="status" label={label('status')} disableSort><StatusChip /></DataTable.Col>
          <DataTable.Col source="calibratorName" label={label('calibratorName')} disableSort><TakeButton /></DataTable.Col>
        </DataTable></TableScroll></ListLoading>
      </List>
    </Box>
  );
};
