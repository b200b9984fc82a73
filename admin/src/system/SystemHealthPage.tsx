import { Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { ListState } from '../shared/ListState';
import { StatCard, StatGrid } from '../shared/StatCard';
import { TableScroll } from '../shared/phoneTable';
import { useLoad } from '../shared/useLoad';
import { systemApi, type Lag } from './systemApi';

const COLUMNS = ['name', 'state', 'events', 'oldest'] as const;

/** One table of followers (projections or reactors): each one's events waiting and how long the oldest has waited. */
const LagTable = ({ title, rows, loading, error, empty, testId }: { title: string; rows: readonly Lag[] | undefined; loading: boolean; error: string | null; empty: string; testId: string }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>{translate(title)}</Typography>
      <ListState loading={loading} error={error} rows={rows} columns={COLUMNS.length} empty={empty} />
      {rows && rows.length > 0 && (
        <TableScroll><Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>{COLUMNS.map((field) => <TableCell key={field} align={field === 'events' || field === 'oldest' ? 'right' : undefined}>{translate(`system.fields.${field}`)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.name} data-testid="lag-row">
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.name}</TableCell>
                <TableCell>
                  <Chip size="small" color={row.events === 0 ? 'success' : 'warning'}
                    label={row.events === 0 ? translate('system.caught_up') : translate('system.behind', { smart_count: row.events })} />
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.events}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.events === 0 ? '–' : translate('system.seconds', { seconds: row.seconds.toFixed(1) })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table></TableScroll>
      )}
    </Paper>
  );
};

/** /system-health (Admin): the projections' lag and the reactors' backlog, the figures GET /metrics serves, read on demand. */
export const SystemHealthPage = () => {
  const translate = useTranslate();
  const { dateTime } = useDates();
  const figures = useLoad('system-health', () => systemApi.healthFigures());
  const { data, error, loading } = figures;
  const count = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="system.title" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{translate('system.title')}</Typography>
        <Button size="small" variant="outlined" onClick={figures.reload} disabled={loading}>{translate('system.refresh')}</Button>
        {data && <Typography variant="body2" color="text.secondary">{translate('system.read_at', { at: dateTime(data.at) })}</Typography>}
      </Stack>
      <Typography variant="body2" color="text.secondary">{translate('system.intro')}</Typography>
      <StatGrid>
        <StatCard label={translate('system.figures.ledger_queue')} value={count(data?.ledgerQueue)} testId="ledger-queue" />
        <StatCard label={translate('system.figures.outbox')} value={count(data?.outbox)} warn={(data?.outbox ?? 0) > 0} />
        <StatCard label={translate('system.figures.sockets')} value={count(data?.sockets)} />
      </StatGrid>
      <LagTable title="system.projections" rows={data?.projections} loading={loading} error={error} empty="system.no_projections" testId="projection-lags" />
      <LagTable title="system.reactors" rows={data?.reactors} loading={loading} error={null} empty="system.no_reactors" testId="reactor-lags" />
    </Stack>
  );
};
