import { TableScroll } from '../shared/phoneTable';
import { useState } from 'react';
import { Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { errorMessage } from '../shared/errors';
import { ListPager, usePagedLoad } from '../shared/usePagedLoad';
import { contactApi } from './contactApi';
import { ListState } from '../shared/ListState';

/** /contact (Admin): the contact form's requests, waiting ones first, a page at a time; each is marked handled after a confirmation. */
export const ContactPage = () => {
  const translate = useTranslate();
  const { dateTime } = useDates();
  const notify = useNotify();
  const [confirming, setConfirming] = useState<string | null>(null);
  const list = usePagedLoad('contact', contactApi.list);
  const { rows: data, error } = list;
  const mark = async (id: string) => {
    try {
      await contactApi.markHandled(id);
      notify('contact.marked', { type: 'success' });
      list.reload();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="contact.title" />
      <Typography variant="h5" component="h1">{translate('contact.title')}</Typography>
      <Paper variant="outlined">
        <ListState loading={list.loading} error={error} rows={data} columns={7} empty="contact.empty" />
        {data && data.length > 0 && (<>
          <TableScroll><Table size="small" data-testid="contact-list">
            <TableHead>
              <TableRow>{(['createdAt', 'name', 'email', 'subject', 'message', 'status'] as const).map((f) => <TableCell key={f}>{translate(`contact.fields.${f}`)}</TableCell>)}<TableCell /></TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.id} data-testid="contact-row">
                  <TableCell>{dateTime(row.createdAt)}</TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell><a href={`mailto:${row.email}`}>{row.email}</a>{row.phone ? ` · ${row.phone}` : ''}</TableCell>
                  <TableCell>{row.subject}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{row.message}</TableCell>
                  <TableCell><Chip size="small" color={row.handled ? 'success' : 'warning'} label={translate(row.handled ? 'contact.handled' : 'contact.waiting')} /></TableCell>
                  <TableCell>{!row.handled && <Button size="small" onClick={() => setConfirming(row.id)}>{translate('contact.mark_handled')}</Button>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table></TableScroll>
          <ListPager list={list} />
        </>)}
      </Paper>
      <Confirm isOpen={confirming !== null} title="contact.mark_handled" content="contact.mark_confirm" onClose={() => setConfirming(null)}
        onConfirm={() => { const id = confirming; setConfirming(null); if (id) void mark(id); }} />
    </Stack>
  );
};
