import { DataTable } from 'react-admin';
import { LocalizedDateField } from '../fields';

/** A sortable column of a date (createdAt, updatedAt) in the UI language. */
export const DateColumn = ({ source, showTime }: { source: string; showTime?: boolean }) => (
  <DataTable.Col source={source}>
    <LocalizedDateField source={source} showTime={showTime} />
  </DataTable.Col>
);
