import { Chip, Stack, Typography } from '@mui/material';
import { DataTable, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DueField } from '../../calibratorQueue/CalibratorQueuePage';
import { ListPanel } from '../../shared/ListPanel';
import { StatGrid } from '../../shared/StatCard';
import { useRefreshOnLive } from '../../shared/useRefreshOnLive';
import { StageField, VehicleField } from '../../softwareOrders/list/fields';
import { StatusChip } from '../../softwareOrders/StatusChip';
import type { SoftwareOrder } from '../../softwareOrders/types';
import { queuePath } from '../links';
import { QueueCounts } from './QueueCounts';

// Soonest due first: an overdue order is due before any other, so it leads the queue.
const BY_DUE = { field: 'dueAt', order: 'ASC' } as const;
/** A calibrator hears of an order given to it, or of a dealer's answer, by a notification. */
const QUEUE_EVENTS = ['notify', 'newOrderSoftware'];
/** For a Calibrator "all" is its own orders and the unassigned ones (files/orders). */
const OPEN_TO_ME = { scope: 'all' };

const Calibrator = (_: { label?: string }) => {
  const order = useRecordContext<SoftwareOrder>();
  const translate = useTranslate();
  if (!order) return null;
  return order.calibratorName
    ? <Typography variant="body2">{order.calibratorName}</Typography>
    : <Chip size="small" color="warning" label={translate('calibrator_queue.unassigned')} />;
};

/** Calibrator: how much waits, and the queue by due time, overdue first. */
export default function CalibratorDashboard() {
  const translate = useTranslate();
  const label = (field: string) => translate(`calibrator_queue.fields.${field}`);
  useRefreshOnLive(QUEUE_EVENTS);
  return (
    <Stack spacing={2}>
      <StatGrid><QueueCounts /></StatGrid>
      <ListPanel title={translate('dashboard.calibrator.queue')} resource="files/orders" filter={OPEN_TO_ME} sort={BY_DUE} perPage={8} to={queuePath('all')}
        linkLabel={translate('dashboard.see_all')} empty="dashboard.calibrator.empty" rowClick={(id) => `/order-detail/${id}`} testId="calibrator-queue">
        <DataTable.Col source="dueAt" label={label('dueAt')} disableSort><DueField /></DataTable.Col>
        <DataTable.Col source="number" label={label('number')} disableSort><TextField source="number" /></DataTable.Col>
        <DataTable.Col source="vehicle" label={label('vehicle')} disableSort><VehicleField /></DataTable.Col>
        <DataTable.Col source="stage" label={label('stage')} disableSort><StageField /></DataTable.Col>
        <DataTable.Col source="status" label={label('status')} disableSort><StatusChip /></DataTable.Col>
        <DataTable.Col source="calibratorName" label={label('calibratorName')} disableSort><Calibrator /></DataTable.Col>
      </ListPanel>
    </Stack>
  );
}
