import { TableScroll } from './phoneTable';
import { Children, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Chip } from '@mui/material';
import { DataTable, ListBase, useListContext, type Identifier, type SortPayload } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { ListEmpty } from './EmptyState';
import { ListLoading } from './ListLoading';

interface ListPanelProps {
  title: string;
  resource: string;
  filter?: Record<string, unknown>;
  sort: SortPayload;
  perPage?: number;
  /** The full list behind the panel, filter included. */
  to: string;
  /** The text of the link to the full list ("See all"). */
  linkLabel: string;
  /** Translation key of the sentence shown when the list has no rows ("No tickets yet"). */
  empty: string;
  rowClick?: (id: Identifier) => string;
  testId?: string;
  children: ReactNode;
}

/** The list's total beside the title, linking to the whole list; nothing while it loads. */
const Total = ({ to, testId }: { to: string; testId?: string }) => {
  const { total, isPending } = useListContext();
  if (isPending || total === undefined) return null;
  return <Chip size="small" color={total > 0 ? 'primary' : 'default'} label={total} clickable component={Link} to={adminPath(to)} data-testid={testId ? `${testId}-total` : undefined} />;
};

/**
 * The first rows of a list on a dashboard, with its total and a link to the list: a card of its
 * own query (no URL sync, no stored state), so several lists of one resource share a page. While
 * it loads, skeleton rows; a load that failed says why (never "nothing yet").
 */
export const ListPanel = ({ title, resource, filter, sort, perPage = 5, to, linkLabel, empty, rowClick, testId, children }: ListPanelProps) => (
  <Card variant="outlined" data-testid={testId}>
    <ListBase resource={resource} filter={filter} sort={sort} perPage={perPage} disableSyncWithLocation storeKey={false}>
      <CardHeader
        title={<Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>{title}<Total to={to} testId={testId} /></Box>}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={<Button component={Link} to={adminPath(to)} size="small">{linkLabel}</Button>}
      />
      <CardContent sx={{ pt: 0 }}>
        <ListLoading columns={Children.toArray(children).length} rows={Math.min(perPage, 3)}>
          <TableScroll><DataTable bulkActionButtons={false} rowClick={rowClick ? (id: Identifier) => adminPath(rowClick(id)) : false} empty={<ListEmpty text={empty} />}>
            {children}
          </DataTable></TableScroll>
        </ListLoading>
      </CardContent>
    </ListBase>
  </Card>
);
