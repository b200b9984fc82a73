import { TableScroll } from '../shared/phoneTable';
import { useEffect, useState } from 'react';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { notificationsApi, type BellNotification } from './api';
import { errorMessage } from '../shared/errors';
import { ListState } from '../shared/ListState';

const PAGE = 25;

/** The old (read) notifications, newest read first (spec section 4). */
export const OldNotificationsPage = () => {
  const translate = useTranslate();
  const { dateTime } = useDates();
  const navigate = useNavigate();
  const [rows, setRows] = useState<BellNotification[] | null>(null);
  const [page, setPage] = useState(0);
  const [more, setMore] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    notificationsApi.old(page, PAGE).then((next) => {
      if (!live) return;
      setRows((before) => [...(page === 0 ? [] : before ?? []), ...next]);
      setMore(next.length === PAGE);
    }).catch((failed: unknown) => {
      // A failed load says so: an empty list would tell the user there is nothing.
      if (live) setFailure(errorMessage(failed));
    });
    return () => { live = false; };
  }, [page]);

  return (
    <Card>
      <Title title={translate('notifications.old')} />
      <CardContent>
        <ListState loading={rows === null && failure === null} error={failure} rows={rows ?? undefined} columns={4} empty="notifications.old_empty" />
        {rows !== null && rows.length > 0 && (
          <TableScroll><Table size="small">
            <TableHead>
              <TableRow>
                {(['time', 'type', 'title', 'text'] as const).map((c) => <TableCell key={c}>{translate(`notifications.columns.${c}`)}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((n) => (
                <TableRow key={n.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(adminPath(n.url))}>
                  <TableCell>{dateTime(n.time)}</TableCell>
                  <TableCell>{translate(`notifications.types.${n.type}`)}</TableCell>
                  <TableCell>{n.title}</TableCell>
                  <TableCell>{n.text}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table></TableScroll>
        )}
        {more && <Button onClick={() => setPage((p) => p + 1)}>{translate('notifications.more')}</Button>}
      </CardContent>
    </Card>
  );
};
