import { TableScroll } from '../shared/phoneTable';
import { DataTable, List} from 'react-admin';
import { LocalizedDateField } from '../fields';
import { safeExporter } from '../shared/safeExporter';
import { SearchFilter } from '../shared/SearchFilter';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';

const mailFilters = [<SearchFilter key="q" source="q" alwaysOn />];

/** Admin: the dev mailbox (outbox when no SMTP_URL is set). */
export const MailList = () => (
  <List exporter={safeExporter} filters={mailFilters} empty={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <ListLoading columns={4}><TableScroll><DataTable rowClick="show" bulkActionButtons={false} empty={<ListEmpty text="portal.mail.empty" />}>
      <DataTable.Col source="createdAt">
        <LocalizedDateField source="createdAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="to" disableSort />
      <DataTable.Col source="subject" disableSort />
      <DataTable.Col source="sentAt" disableSort>
        <LocalizedDateField source="sentAt" showTime />
      </DataTable.Col>
    </DataTable></TableScroll></ListLoading>
  </List>
);
