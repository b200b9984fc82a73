import { TableScroll } from '../shared/phoneTable';
import { DataTable, List, ReferenceField, TextField, type Exporter } from 'react-admin';
import { LocalizedDateField } from '../fields';
import { adminPath } from '../layout/AdminLink';
import { summariseVinResult, vinResultText } from './resultSummary';
import { VinResultField } from './VinResultField';
import { vinLogFilters } from './vinLogFilters';
import { safeExporter } from '../shared/safeExporter';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';

type VinLog = { id: number; userId: string | null; vin: string; result: unknown; matchedRuleId: string | null; at: string };

/** CSV rows: who (email), VIN, result in words, the rule that matched, when. */
const exporter: Exporter<VinLog> = async (logs, fetchRelatedRecords, dataProvider, resource) => {
  const users = await fetchRelatedRecords<{ id: string; email: string }>(logs, 'userId', 'users');
  const rows = logs.map((log) => {
    const summary = summariseVinResult(log.result);
    return {
      id: log.id,
      at: log.at,
      user: log.userId ? users[log.userId]?.email ?? log.userId : '',
      vin: log.vin,
      result: vinResultText(summary),
      rule: summary.kind === 'found' ? summary.pattern ?? '' : '',
    };
  });
  return safeExporter(rows, fetchRelatedRecords, dataProvider, resource);
};

/** Admin: every VIN search (spec section 2, vin-logger), newest first; a row opens vin-logger-view/{id}. */
export const VinLogList = () => (
  <List resource="vin-logger" filters={vinLogFilters} sort={{ field: 'at', order: 'DESC' }} perPage={25} exporter={exporter} empty={false}>
    <ListLoading columns={4}><TableScroll><DataTable empty={<ListEmpty filtered="vin_logger.no_match" />} bulkActionButtons={false} rowClick={(id) => adminPath(`/vin-logger-view/${id}`)}>
      <DataTable.Col source="at">
        <LocalizedDateField source="at" showTime />
      </DataTable.Col>
      <DataTable.Col source="userId" disableSort>
        <ReferenceField source="userId" reference="users" link={false}>
          <TextField source="email" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="vin" />
      <DataTable.Col source="result" disableSort>
        <VinResultField />
      </DataTable.Col>
    </DataTable></TableScroll></ListLoading>
  </List>
);
