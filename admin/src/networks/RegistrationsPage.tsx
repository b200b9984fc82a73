import { TableScroll } from '../shared/phoneTable';
import { LoadingBar } from '../shared/LoadingBar';
import { Alert, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { TablePager } from '../shared/TablePager';
import { useCommand } from '../shared/useCommand';
import { useLoad } from '../shared/useLoad';
import { networkApi, type Registration } from './api';
import { registrationsStore } from './registrationsStore';

const PAGE_SIZE = 25;

/** Sub-dealers who registered under the dealer (every one for an Admin), a page at a time, accepted or refused here. */
export const RegistrationsPage = () => {
  const translate = useTranslate();
  const { busy, run } = useCommand();
  const [page, setPage] = useState(0);
  const loaded = useLoad(`registrations:${page}`, () => networkApi.registrations(page, PAGE_SIZE));
  const list = { ...loaded, data: loaded.data?.rows };
  const total = loaded.data?.total ?? 0;
  // The last one of a page decided: that page is gone, show the last one left.
  useEffect(() => {
    if (page > 0 && loaded.data && loaded.data.rows.length === 0 && total > 0) setPage(Math.ceil(total / PAGE_SIZE) - 1);
  }, [page, loaded.data, total]);
  const decide = async (registration: Registration, accept: boolean) => {
    const action = () => (accept ? networkApi.accept(registration.id) : networkApi.refuse(registration.id));
    if (await run(action, accept ? 'networks.registrations.accepted' : 'networks.registrations.refused', { email: registration.email })) {
      list.reload();
      void registrationsStore.refresh(); // the sidebar's badge counts one fewer
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="networks.registrations.title" />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('networks.registrations.help')}</Typography>
        {list.loading && <LoadingBar />}
        {list.error && <Alert severity="error">{list.error}</Alert>}
        {list.data?.length === 0 && <Typography data-testid="registrations-empty">{translate('networks.registrations.empty')}</Typography>}
        {!!list.data?.length && (
          <TableScroll><Table size="small">
            <TableHead>
              <TableRow>
                {['name', 'email', 'phone', 'countryId', 'emailVerified', 'createdAt'].map((field) => <TableCell key={field}>{translate(`networks.registrations.fields.${field}`)}</TableCell>)}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((registration) => (
                <TableRow key={registration.id} data-testid="registration">
                  <TableCell>{registration.firstName} {registration.lastName}</TableCell>
                  <TableCell>{registration.email}</TableCell>
                  <TableCell>{registration.phone}</TableCell>
                  <TableCell>{registration.countryId ?? '–'}</TableCell>
                  <TableCell>{translate(registration.emailVerified ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell>
                  <TableCell>{new Date(registration.createdAt).toLocaleDateString()}</TableCell>
                  <TableCell>
                    <Button size="small" variant="contained" disabled={busy} onClick={() => void decide(registration, true)}>{translate('networks.registrations.accept')}</Button>{' '}
                    <Button size="small" color="error" disabled={busy} onClick={() => void decide(registration, false)}>{translate('networks.registrations.refuse')}</Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table></TableScroll>
        )}
        {total > PAGE_SIZE && (
          <TablePager count={total} page={page} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={setPage} />
        )}
      </CardContent>
    </Card>
  );
};
