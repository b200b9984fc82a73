import { TableScroll } from '../shared/phoneTable';
import { useState } from 'react';
import { MenuItem, Paper, Rating, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { Link } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { MessageAlert } from '../layout/FormFeedback';
import { useLoad } from '../shared/useLoad';
import { feedbackApi, type FeedbackQuery } from './feedbackApi';
import type { FeedbackKind } from './types';
import { TablePager } from '../shared/TablePager';
import { EmptyState } from '../shared/EmptyState';
import { TableSkeleton } from '../shared/LoadingSkeleton';

const PAGE_SIZE = 25;
const RATINGS = [5, 4, 3, 2, 1];

/** /feedback (feedback/index): every rating, newest first, filtered by rating and kind (Admin, Support). */
export const FeedbackPage = () => {
  const translate = useTranslate();
  const { dateTime } = useDates();
  const [query, setQuery] = useState<FeedbackQuery>({ page: 0, perPage: PAGE_SIZE, rating: null, kind: null, order: 'DESC' });
  const { data, error } = useLoad(`feedback:${JSON.stringify(query)}`, () => feedbackApi.list(query));
  const set = (change: Partial<FeedbackQuery>) => setQuery({ ...query, page: 0, ...change });
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="feedback.title" />
      <Typography variant="h5" component="h1">{translate('feedback.title')}</Typography>
      <Stack direction="row" spacing={2}>
        <TextField select size="small" sx={{ minWidth: 160 }} label={translate('feedback.fields.rating')} value={query.rating ?? ''} onChange={(e) => set({ rating: e.target.value ? Number(e.target.value) : null })} SelectProps={{ inputProps: { 'data-testid': 'feedback-filter-rating' } }}>
          <MenuItem value="">{translate('feedback.all')}</MenuItem>
          {RATINGS.map((r) => <MenuItem key={r} value={r}>{'★'.repeat(r)}</MenuItem>)}
        </TextField>
        <TextField select size="small" sx={{ minWidth: 160 }} label={translate('feedback.fields.kind')} value={query.kind ?? ''} onChange={(e) => set({ kind: (e.target.value || null) as FeedbackKind | null })}>
          <MenuItem value="">{translate('feedback.all')}</MenuItem>
          <MenuItem value="order">{translate('feedback.kinds.order')}</MenuItem>
          <MenuItem value="service">{translate('feedback.kinds.service')}</MenuItem>
        </TextField>
        <TextField select size="small" sx={{ minWidth: 200 }} label={translate('feedback.fields.createdAt')} value={query.order} onChange={(e) => set({ order: e.target.value as 'ASC' | 'DESC' })}>
          <MenuItem value="DESC">{translate('feedback.newest')}</MenuItem>
          <MenuItem value="ASC">{translate('feedback.oldest')}</MenuItem>
        </TextField>
      </Stack>
      {!data ? (error ? <MessageAlert message={error} /> : <Paper variant="outlined"><TableSkeleton columns={5} label="feedback.loading" /></Paper>) : data.rows.length === 0 ? (
        <Paper variant="outlined"><EmptyState text={query.rating !== null || query.kind !== null ? 'portal.list.no_match' : 'feedback.empty'} testId="feedback-empty" /></Paper>
      ) : (
        <Paper variant="outlined">
          <TableScroll><Table size="small" data-testid="feedback-list">
            <TableHead>
              <TableRow>
                {(['createdAt', 'dealer', 'kind', 'rating', 'comment'] as const).map((f) => <TableCell key={f}>{translate(`feedback.fields.${f}`)}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((row) => (
                <TableRow key={row.id} data-testid="feedback-row">
                  <TableCell>{dateTime(row.createdAt)}</TableCell>
                  <TableCell>{row.dealerName}</TableCell>
                  <TableCell>
                    {row.orderId ? <Link to={adminPath(`/order-detail/${row.orderId}`)}>{translate('feedback.kinds.order')} #{row.orderNumber}</Link> : translate('feedback.kinds.service')}
                  </TableCell>
                  <TableCell><Rating value={row.rating} readOnly size="small" aria-label={`${row.rating}/5`} /></TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{row.comment}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table></TableScroll>
          <TablePager count={data.total} page={query.page} rowsPerPage={query.perPage} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(page) => setQuery({ ...query, page })} />
        </Paper>
      )}
    </Stack>
  );
};
