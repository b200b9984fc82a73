import { TableScroll } from '../shared/phoneTable';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { ListPager, usePagedLoad } from '../shared/usePagedLoad';
import { useCommand } from '../shared/useCommand';
import { networkApi, type Registration } from './api';
import { registrationsStore } from './registrationsStore';
import { ListState } from '../shared/ListState';

/** Sub-dealers who registered under the dealer (every one for an Admin), a page at a time, accepted or refused here. */
export const RegistrationsPage = () => {
  const translate = useTranslate();
  const dates = useDates();
  const { busy, run } = useCommand();
  const paged = usePagedLoad('registrations', networkApi.registrations);
  const list = { ...paged, data: paged.rows };
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
        <ListState loading={list.loading} error={list.error} rows={list.data} columns={7} empty="networks.registrations.empty" emptyTestId="registrations-empty" />
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
                  <TableCell>{dates.date(registration.createdAt)}</TableCell>
                  <TableCell>
                    <Button size="small" variant="contained" disabled={busy} onClick={() => void decide(registration, true)}>{translate('networks.registrations.accept')}</Button>{' '}
                    <Button size="small" color="error" disabled={busy} onClick={() => void decide(registration, false)}>{translate('networks.registrations.refuse')}</Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table></TableScroll>
        )}
        <ListPager list={paged} />
      </CardContent>
    </Card>
  );
};
