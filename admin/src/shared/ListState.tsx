import { MessageAlert } from '../layout/FormFeedback';
import { EmptyState } from './EmptyState';
import { LoadingBar } from './LoadingBar';
import { TableSkeleton } from './LoadingSkeleton';

interface ListStateProps {
  loading: boolean;
  /** The failure's text (useLoad's), if any. */
  error: string | null;
  /** The rows loaded; undefined before the first answer. */
  rows: readonly unknown[] | undefined;
  /** The table's columns, for the skeleton's shape. */
  columns?: number;
  /** Translation key of the list's sentence when it has no rows. */
  empty: string;
  emptyTestId?: string;
}

/**
 * What a list loaded with useLoad or usePagedLoad shows above (or instead of) its rows: skeleton rows
 * before the first answer, a thin bar over the rows while they load again, the failure, or the
 * list's own sentence when it has none. The page renders its rows when there are some.
 */
export const ListState = ({ loading, error, rows, columns = 4, empty, emptyTestId }: ListStateProps) => {
  if (error) return <MessageAlert message={error} />;
  if (rows === undefined) return loading ? <TableSkeleton columns={columns} /> : null;
  if (loading) return <LoadingBar />;
  return rows.length === 0 ? <EmptyState text={empty} testId={emptyTestId} /> : null;
};
