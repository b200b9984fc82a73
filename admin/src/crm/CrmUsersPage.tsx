import { TableScroll } from '../shared/phoneTable';
import { TablePager } from '../shared/TablePager';
import { useState } from 'react';
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, TextField } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { adminPath } from '../layout/AdminLink';
import { useLoad } from '../shared/useLoad';
import { crmApi, type UsersQuery } from './api';
import { TargetStatus } from './TargetStatus';
import { CRM_PAGE_SIZE } from './constants';
import { ListState } from '../shared/ListState';

const SORTABLE = ['name', 'email', 'credits_to_buy', 'bought', 'target_status', 'feedback_average'] as const;

/** The Sales CRM's customers with their target, credits bought, next meeting and ratings; paged, sorted and searched on the server. */
export const CrmUsersPage = () => {
  const translate = useTranslate();
  const { dateTime } = useDates();
  const [query, setQuery] = useState<UsersQuery>({ page: 1, limit: CRM_PAGE_SIZE, sort: 'name', order: 'ASC', q: '' });
  const users = useLoad(JSON.stringify(query), () => crmApi.users(query));
  const sortBy = (field: UsersQuery['sort']) => setQuery((q) => ({ ...q, page: 1, sort: field, order: q.sort === field && q.order === 'ASC' ? 'DESC' : 'ASC' }));
  const head = (field: (typeof SORTABLE)[number]) => (
    <TableCell key={field}>
      <TableSortLabel active={query.sort === field} direction={query.order === 'ASC' ? 'asc' : 'desc'} onClick={() => sortBy(field)}>
        {translate(`crm.fields.${field}`)}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="crm.users.title" />
      <CardContent>
        <TextField size="small" label={translate('crm.search')} value={query.q} sx={{ mb: 2 }} onChange={(e) => setQuery((q) => ({ ...q, page: 1, q: e.target.value }))} />
        <ListState loading={users.loading} error={users.error} rows={users.data?.users} columns={7} empty="crm.users.empty" emptyTestId="crm-users-empty" />
        {Boolean(users.data?.count) && (
          <TableScroll><Table size="small" data-testid="crm-users">
            <TableHead>
              <TableRow>
                {SORTABLE.slice(0, 4).map(head)}
                {head('target_status')}
                <TableCell>{translate('crm.fields.last_appointment')}</TableCell>
                {head('feedback_average')}
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data?.users.map((user) => (
                <TableRow key={user.id} data-testid="crm-user-row">
                  <TableCell><Link to={adminPath(`/crm-sales/${user.id}`)}>{user.name}</Link></TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{user.targets[0]?.credits_to_buy ?? '–'}</TableCell>
                  <TableCell>{user.balance}</TableCell>
                  <TableCell><TargetStatus status={user.target_status} colour={user.target_colour} /></TableCell>
                  <TableCell>{user.last_appointment ? dateTime(user.last_appointment) : '–'}</TableCell>
                  <TableCell>{user.feedback_average ?? '–'} ({user.feedback_total})</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table></TableScroll>
        )}
        <TablePager count={users.data?.count ?? 0} page={query.page - 1} rowsPerPage={query.limit} rowsPerPageOptions={[CRM_PAGE_SIZE, 50, 100]}
          onPageChange={(page) => setQuery((q) => ({ ...q, page: page + 1 }))}
          onRowsPerPageChange={(limit) => setQuery((q) => ({ ...q, page: 1, limit }))} />
      </CardContent>
    </Card>
  );
};
