import { TableScroll } from '../../shared/phoneTable';
import { useState } from 'react';
import { Alert, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AdminLink } from '../../layout/AdminLink';
import { EmptyState } from '../../shared/EmptyState';
import { LoadingBar } from '../../shared/LoadingBar';
import { ReportSkeleton } from '../ReportSkeleton';
import { useLoad } from '../../shared/useLoad';
import { VariationText } from '../../shared/VariationText';
import { AccountPicker } from '../AccountPicker';
import { REPORTS } from '../definitions';
import { filtersFromSearch, filtersToSearch, reportParams, reportQuery, type ReportFilters, type TimeUnit } from '../filters';
import { REPORT_PATHS } from '../paths';
import { ReportChart } from '../ReportChart';
import { DateField } from '../ReportFilters';
import { SelectField } from '../SelectField';
import { timeChoices } from '../choices';
import type { PagedAnswer, ReportDefinition } from '../types';
import { useReportFormat } from '../useReportFormat';
import { accountFigures, type AccountFigure } from './figures';

interface Section {
  definition: ReportDefinition<PagedAnswer>;
  figures: AccountFigure[] | null;
}

/** The credits an account moved, as one chart of Current and Previous (all in credits). */
const CHARTED = [
  { report: 'credit', figure: 'received' },
  { report: 'credit', figure: 'used' },
  { report: 'credit', figure: 'remaining' },
  { report: 'software-orders', figure: 'price' },
];

const FiguresTable = ({ section }: { section: Section }) => {
  const translate = useTranslate();
  const format = useReportFormat();
  const figures = section.figures ?? [];
  const hasPrevious = figures.some((figure) => figure.previous !== null);
  const hasVariation = figures.some((figure) => figure.variation !== null);
  return (
    <TableScroll><Table size="small" aria-label={translate(`reports.${section.definition.id}.title`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('reports.account.figure')}</TableCell>
          <TableCell align="right">{translate('reports.chart.current')}</TableCell>
          {hasPrevious && <TableCell align="right">{translate('reports.chart.previous')}</TableCell>}
          {hasVariation && <TableCell align="right">{translate('reports.account.variation')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {figures.map((figure) => (
          <TableRow key={figure.id}>
            <TableCell>{figure.label ?? translate(`reports.columns.${figure.id}`)}</TableCell>
            <TableCell align="right">{format(figure.kind, figure.current)}</TableCell>
            {hasPrevious && <TableCell align="right">{format(figure.kind, figure.previous)}</TableCell>}
            {hasVariation && <TableCell align="right">{figure.variation === null ? '' : <VariationText value={figure.variation} />}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table></TableScroll>
  );
};

/**
 * reports-user (spec section 2): every report's figures of one account on one page, read from the
 * six report routes with the account as the user selection, each section linking to its whole
 * report with the same filters. The filters are the URL's, as on every report.
 */
const AccountReportPage = () => {
  const translate = useTranslate();
  const format = useReportFormat();
  const [search, setSearch] = useSearchParams();
  // As on every report: the URL gives the first filters and keeps each change (ReportPage).
  const [filters, setFilters] = useState(() => filtersFromSearch(search));
  const account = filters.ids.at(-1) ?? null;
  const change = (next: Partial<ReportFilters>) => {
    const changed = { ...filters, ...next };
    setFilters(changed);
    setSearch(filtersToSearch(changed), { replace: true });
  };

  const queries = account === null ? [] : REPORTS.map((definition) => ({ definition, filters: { ...filters, ids: [account] } }));
  const key = account === null ? null : queries.map((query) => reportQuery(query.definition.filters, query.filters)).join('|');
  const { data: sections, error, loading } = useLoad<Section[]>(key, () =>
    Promise.all(queries.map(async ({ definition, filters: accountFilters }) => {
      const answer = await definition.load(reportParams(definition.filters, accountFilters));
      return { definition, figures: accountFigures(definition, answer, account!) };
    })));

  // Each section links to its whole report with the same filters and this account selected.
  const reportSearch = filtersToSearch(filters).toString();
  const figureOf = ({ report, figure }: (typeof CHARTED)[number]) =>
    sections?.find((section) => section.definition.id === report)?.figures?.find((f) => f.id === figure);

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, contain: 'inline-size' }}>
      <Title title="reports.account.title" />
      <Typography variant="h5" component="h1">{translate('reports.account.title')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('reports.account.help')}</Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {/* One account: the last one picked replaces the one before. */}
            <AccountPicker value={account ? [account] : []} onChange={(ids) => change({ ids: ids.slice(-1) })} />
            <SelectField label="reports.filters.time" value={filters.time} choices={timeChoices} onChange={(time) => change({ time: time as TimeUnit })} />
            <SelectField label="reports.filters.compare" value={filters.compare} choices={timeChoices} onChange={(compare) => change({ compare: compare as TimeUnit })} />
            <DateField label="reports.filters.from_current" value={filters.fromCurrent} onChange={(fromCurrent) => change({ fromCurrent })} />
            <DateField label="reports.filters.to_current" value={filters.toCurrent} onChange={(toCurrent) => change({ toCurrent })} />
            <DateField label="reports.filters.from_previous" value={filters.fromPrevious} onChange={(fromPrevious) => change({ fromPrevious })} />
            <DateField label="reports.filters.to_previous" value={filters.toPrevious} onChange={(toPrevious) => change({ toPrevious })} />
          </Stack>
        </CardContent>
      </Card>
      {account === null && <Alert severity="info">{translate('reports.account.pick')}</Alert>}
      {loading && sections === undefined && <ReportSkeleton tableColumns={4} />}
      {loading && sections !== undefined && <LoadingBar label="reports.loading" />}
      {error && <Alert severity="error">{error}</Alert>}
      {!error && sections && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1">{translate('reports.account.chart')}</Typography>
              <ReportChart
                type="bar"
                data={{ categories: CHARTED.map(({ figure }) => `reports.columns.${figure}`), translateCategories: true, current: CHARTED.map((c) => figureOf(c)?.current ?? 0), previous: CHARTED.map((c) => figureOf(c)?.previous ?? 0) }}
                format={(value) => format('credits', value)}
              />
            </CardContent>
          </Card>
          {sections.map((section) => (
            <Card key={section.definition.id} variant="outlined" data-testid={`account-report-${section.definition.id}`}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
                  <Typography variant="subtitle1">{translate(`reports.${section.definition.id}.title`)}</Typography>
                  <AdminLink to={`${REPORT_PATHS[section.definition.id]}?${reportSearch}`}>{translate('reports.account.open_report')}</AdminLink>
                </Stack>
                {section.figures === null
                  ? <EmptyState text="reports.account.no_figures" />
                  : <FiguresTable section={section} />}
              </CardContent>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
};

export default AccountReportPage;
