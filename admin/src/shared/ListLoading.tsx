import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { TableSkeleton } from './LoadingSkeleton';

/**
 * Around the table of a react-admin list (List, ListBase): skeleton rows shaped like the table while
 * its first page loads. react-admin's own table draws nothing for a second and then bare bars; the
 * toolbar, filters and title around it stay as they are. Later loads (a filter, a page) keep the
 * rows shown until the new ones arrive, as react-admin does.
 */
export const ListLoading = ({ columns, rows, children }: { columns: number; rows?: number; children: ReactNode }) => {
  const { isPending, error } = useListContext();
  return isPending && !error ? <TableSkeleton columns={columns} rows={rows} /> : <>{children}</>;
};
