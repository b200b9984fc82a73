import { TableScroll } from '../../shared/phoneTable';
import { DataTable, FilterButton, List, TextField, TopToolbar } from 'react-admin';
import { UserAccountInput } from '../AccountInputs';
import { MOVEMENTS_PAGE_SIZE } from '../constants';
import { CreditAmountField } from '../money/CreditAmountField';
import { FromToField, KindField, movementFilters } from '../movements';
import { DateColumn } from '../../shared/DateColumn';
import { ExportCsvButton } from './ExportCsvButton';
import { ListEmpty } from '../../shared/EmptyState';
import { ListLoading } from '../../shared/ListLoading';

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportCsvButton />
  </TopToolbar>
);

/** /credit-admin-history (Admin): every movement, filtered by account, kind, group and dates; CSV export. */
export const AdminHistoryPage = () => (
  <List
    resource="admin-history"
    title="credit.admin_history.title"
    storeKey="credit-admin-history"
    filters={movementFilters(<UserAccountInput key="userId" source="userId" alwaysOn />)}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={MOVEMENTS_PAGE_SIZE}
    exporter={false}
    actions={<Actions />}
    empty={false}
  >
    <ListLoading columns={8}><TableScroll><DataTable bulkActionButtons={false} rowClick={false} empty={<ListEmpty text="credit.movements.empty" />}>
      <DateColumn source="createdAt" showTime />
      <DataTable.Col source="kind" disableSort>
        <KindField />
      </DataTable.Col>
      <DataTable.Col source="fromTo" disableSort>
        <FromToField />
      </DataTable.Col>
      <DataTable.Col source="amount" align="right">
        <CreditAmountField source="amount" />
      </DataTable.Col>
      <DataTable.Col source="fromBalanceAfter" align="right" disableSort>
        <CreditAmountField source="fromBalanceAfter" />
      </DataTable.Col>
      <DataTable.Col source="toBalanceAfter" align="right" disableSort>
        <CreditAmountField source="toBalanceAfter" />
      </DataTable.Col>
      <DataTable.Col source="reference" disableSort>
        <TextField source="reference" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="description" disableSort>
        <TextField source="description" emptyText="—" />
      </DataTable.Col>
    </DataTable></TableScroll></ListLoading>
  </List>
);
