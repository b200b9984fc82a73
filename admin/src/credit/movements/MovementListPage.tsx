import type { ReactElement } from 'react';
import { List } from 'react-admin';
import { MOVEMENTS_PAGE_SIZE } from '../constants';
import { useRefreshOnBalanceChange } from '../balance/useRefreshOnBalanceChange';
import { MovementTable } from './MovementTable';
import { movementFilters } from './movementFilters';

interface MovementListPageProps {
  /** Translation key of the page title. */
  title: string;
  /** Fixed filter of the page, for example direction=received. */
  filter?: Record<string, unknown>;
  /** Where the page keeps its sort, filters and page. */
  storeKey: string;
  /** Account filter (parents and administrators may look at the accounts below them). */
  accountFilter?: ReactElement;
  actions?: ReactElement;
}

/** A page of the account's movements with running balance, filters, sorting and pagination. */
export const MovementListPage = ({ title, filter, storeKey, accountFilter, actions }: MovementListPageProps) => {
  useRefreshOnBalanceChange();
  return (
    <List
      resource="movements"
      title={title}
      filter={filter}
      filters={movementFilters(accountFilter)}
      storeKey={storeKey}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={MOVEMENTS_PAGE_SIZE}
      exporter={false}
      actions={actions}
      empty={false}
    >
      <MovementTable />
    </List>
  );
};
