import { DataTable, TextField, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../fields';
import { ListPanel } from '../shared/ListPanel';
import { WIDER_THAN_PHONE } from '../shared/phoneTable';
import { OrderNumberField, VehicleField } from '../softwareOrders/list/fields';
import { StatusChip } from '../softwareOrders/StatusChip';
import { softwareOrdersPath } from './links';

const NEWEST = { field: 'number', order: 'DESC' } as const;

/**
 * The latest software orders the user may see (its own and its sub-accounts'; every one for staff)
 * with their statuses. The VIN is how a dealer tells its cars apart; staff have the number.
 */
export const RecentOrders = ({ title, empty, showDealer = false, showVin = true }: { title: string; empty: string; showDealer?: boolean; showVin?: boolean }) => {
  const translate = useTranslate();
  return (
    <ListPanel title={translate(title)} resource="software-orders" sort={NEWEST} to={softwareOrdersPath} linkLabel={translate('dashboard.see_all')}
      empty={empty} rowClick={(id) => `/order-detail/${id}`} testId="recent-orders">
      <DataTable.Col source="number" disableSort><OrderNumberField /></DataTable.Col>
      <DataTable.Col source="createdAt" disableSort><LocalizedDateField source="createdAt" showTime /></DataTable.Col>
      {/* A phone keeps the number, the date and the status. */}
      {showDealer && <DataTable.Col source="dealerName" disableSort sx={WIDER_THAN_PHONE}><TextField source="dealerName" /></DataTable.Col>}
      {showVin && <DataTable.Col source="vin" disableSort sx={WIDER_THAN_PHONE}><TextField source="vin" emptyText="—" sx={{ fontFamily: 'monospace' }} /></DataTable.Col>}
      <DataTable.Col source="vehicle" disableSort sx={WIDER_THAN_PHONE}><VehicleField /></DataTable.Col>
      <DataTable.Col source="status" disableSort><StatusChip /></DataTable.Col>
    </ListPanel>
  );
};
