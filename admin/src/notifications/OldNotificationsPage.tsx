import { TableScroll } from '../shared/phoneTable';
import { useEffect, useState } from 'react';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useLocale, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { notificationsApi, type BellNotification } from './api';

const PAGE = 25;

/** The old (read) notifications, newest read first (spec section 4). */
export const OldNotificationsPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const [rows, setRows] = useState<BellNotification[] | null>(null);
  const [page, setPage] = useState(0);
  const [more, setMore] = useState(false);

  useEffect(() => {
    let live = true;
    notificationsApi.old(page, PAGE).then((next) => {
      if (!live) return;
      setRows((before) => [...(page === 0 ? [] : before ?? []), ...next]);
      setMore(next.length === PAGE);
    }).catch(() => setRows((before) => before ?? []));
    return () => { live = false; };
  }, [page]);

  return (
    <Card>
      <Title title={translate('notifications.old')} />
      <CardContent>
        {rows === null ? <Typography>{translate('notifications.loading')}</Typography>
          : rows.length === 0 ? <Typography>{translate('notifications.old_empty')}</Typography>
          : (
            <TableScroll><Table size="small">
              <TableHead>
                <TableRow>
                  {(['time', 'type', 'title', 'text'] as const).map((c) => <TableCell key={c}>{translate(`notifications.columns.${c}`)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((n) => (
                  <TableRow key={n.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(adminPath(n.url))}>
                    <TableCell>{new Date(n.time).toLocaleString(locale)}</TableCell>
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
