import { TableScroll } from '../../shared/phoneTable';
import { Typography } from '@mui/material';
import { DataTable, TextField, useTranslate } from 'react-admin';
import { CreditAmountField } from '../money/CreditAmountField';
import { DateColumn } from '../../shared/DateColumn';
import { CounterpartyField } from './CounterpartyField';
import { KindField } from './KindField';

/** The viewed account's movements: signed amount and the running balance after each one. */
// Its own empty text: react-admin's would read "No Movements found", the resource's raw name.
const NoMovements = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {translate('credit.movements.empty')}
    </Typography>
  );
};

export const MovementTable = () => (
  <TableScroll><DataTable bulkActionButtons={false} rowClick={false} empty={<NoMovements />}>
    <DateColumn source="createdAt" showTime />
    <DataTable.Col source="kind" disableSort>
      <KindField />
    </DataTable.Col>
    <DataTable.Col source="counterparty" disableSort>
      <CounterpartyField />
    </DataTable.Col>
    <DataTable.Col source="description" disableSort>
      <TextField source="description" emptyText="—" />
    </DataTable.Col>
    <DataTable.Col source="amount" align="right">
      <CreditAmountField source="signedAmount" signed />
    </DataTable.Col>
    <DataTable.Col source="balanceAfter" align="right" disableSort>
      <CreditAmountField source="balanceAfter" />
    </DataTable.Col>
  </DataTable></TableScroll>
);
