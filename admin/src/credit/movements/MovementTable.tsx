import { TableScroll, WIDER_THAN_PHONE } from '../../shared/phoneTable';
import { DataTable, TextField } from 'react-admin';
import { CreditAmountField } from '../money/CreditAmountField';
import { DateColumn } from '../../shared/DateColumn';
import { ListEmpty } from '../../shared/EmptyState';
import { ListLoading } from '../../shared/ListLoading';
import { CounterpartyField } from './CounterpartyField';
import { KindField } from './KindField';

/**
 * The viewed account's movements: signed amount and the running balance after each one. Its own
 * empty text: react-admin's would read "No Movements found", the resource's raw name.
 */
export const MovementTable = () => (
  <ListLoading columns={6}>
    <TableScroll><DataTable bulkActionButtons={false} rowClick={false} empty={<ListEmpty text="credit.movements.empty" />}>
      <DateColumn source="createdAt" showTime />
      <DataTable.Col source="kind" disableSort>
        <KindField />
      </DataTable.Col>
      {/* A phone keeps the date, the kind, the amount and the balance after it. */}
      <DataTable.Col source="counterparty" disableSort sx={WIDER_THAN_PHONE}>
        <CounterpartyField />
      </DataTable.Col>
      <DataTable.Col source="description" disableSort sx={WIDER_THAN_PHONE}>
        <TextField source="description" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="amount" align="right">
        <CreditAmountField source="signedAmount" signed />
      </DataTable.Col>
      <DataTable.Col source="balanceAfter" align="right" disableSort>
        <CreditAmountField source="balanceAfter" />
      </DataTable.Col>
    </DataTable></TableScroll>
  </ListLoading>
);
