import { Children, type ReactNode } from 'react';
import { BulkDeleteButton, DataTable, List, type ListProps, type RaRecord } from 'react-admin';
import { ListEmpty } from './EmptyState';
import { ListLoading } from './ListLoading';
import { safeExporter } from './safeExporter';

type ResourceListProps<RecordType extends RaRecord> = Pick<ListProps, 'filters' | 'sort' | 'actions'> & {
  /** Rows may be deleted together; the server answers first (pessimistic), so nothing vanishes that it refused. */
  bulkDelete?: boolean;
  isRowSelectable?: (record: RecordType) => boolean;
  /** Translation key of the sentence of an empty list; by default `resources.<resource>.empty`. */
  empty?: string;
  children: ReactNode;
};

/**
 * A resource list of the Admin: filters, sorting, 25 rows a page and the safe CSV export; skeleton
 * rows while the first page loads, and the list's own sentence in the table when it has no rows
 * (the toolbar, with its create button, stays).
 */
export const ResourceList = <RecordType extends RaRecord = RaRecord>({ bulkDelete = true, isRowSelectable, empty, children, ...listProps }: ResourceListProps<RecordType>) => (
  <List exporter={safeExporter} perPage={25} empty={false} {...listProps}>
    <ListLoading columns={Children.toArray(children).length + (bulkDelete ? 1 : 0)}>
      <DataTable<RecordType> bulkActionButtons={bulkDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false} isRowSelectable={isRowSelectable} empty={<ListEmpty text={empty} />}>
        {children}
      </DataTable>
    </ListLoading>
  </List>
);
