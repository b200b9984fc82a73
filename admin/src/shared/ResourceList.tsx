import type { ReactNode } from 'react';
import { BulkDeleteButton, DataTable, List, type ListProps, type RaRecord } from 'react-admin';
import { safeExporter } from './safeExporter';

type ResourceListProps<RecordType extends RaRecord> = Pick<ListProps, 'filters' | 'sort' | 'actions' | 'empty'> & {
  /** Rows may be deleted together; the server answers first (pessimistic), so nothing vanishes that it refused. */
  bulkDelete?: boolean;
  isRowSelectable?: (record: RecordType) => boolean;
  children: ReactNode;
};

/** A resource list of the Admin: filters, sorting, 25 rows a page and the safe CSV export. */
export const ResourceList = <RecordType extends RaRecord = RaRecord>({ bulkDelete = true, isRowSelectable, children, ...listProps }: ResourceListProps<RecordType>) => (
  <List exporter={safeExporter} perPage={25} {...listProps}>
    <DataTable<RecordType> bulkActionButtons={bulkDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false} isRowSelectable={isRowSelectable}>
      {children}
    </DataTable>
  </List>
);
