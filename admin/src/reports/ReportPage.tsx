import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../shared/EmptyState';
import { LoadingBar } from '../shared/LoadingBar';
import { ReportSkeleton } from './ReportSkeleton';
import { pageWithin, TREE_PAGE_SIZES, type TreePaging, type TreeSort } from '../shared/TreeTable';
import { useLoad } from '../shared/useLoad';
import { reportById } from './definitions';
import { filtersFromSearch, filtersToSearch, reportParams, reportQuery, type ReportFilters as Filters, type TableQuery } from './filters';
import { CHART_TYPES, ChartTypeSwitch, ReportChart, type ChartType } from './ReportChart';
import { ReportFilters } from './ReportFilters';
import { ReportTableSection } from './ReportTableSection';
import type { ReportId } from './types';
import { useReportFormat } from './useReportFormat';

const FIRST_PAGE: TreePaging = { sort: null, page: 0, perPage: TREE_PAGE_SIZES[0]! };

/** The table's page and sort as the report routes take them (their pages count from 1). */
const tableQuery = ({ sort, page, perPage }: TreePaging): TableQuery => ({
  page: String(page + 1), per_page: String(perPage), ...sortQuery(sort),
});
const sortQuery = (sort: TreeSort): TableQuery => (sort ? { sort: sort.column, order: sort.order } : {});

/** One report screen: its filters, the chart of Current and Previous, the table a page at a time and its export. */
const ReportPage = ({ report }: { report: ReportId }) => {
  const translate = useTranslate();
  const definition = reportById(report);
  const format = useReportFormat();
  // Filters and chart type start from the URL and are written back to it (filters.ts): a link opens
  // the report as it was seen, a reload keeps it. The page's state leads, so an input never waits
  // for the router's navigation to show what was typed.
  const [search, setSearch] = useSearchParams();
  const [view, setView] = useState(() => {
    const graphic = search.get('graphic');
    return { filters: filtersFromSearch(search), chartType: CHART_TYPES.find((type) => type === graphic) ?? ('bar' as ChartType) };
  });
  const { filters, chartType } = view;
  const show = (next: { filters: Filters; chartType: ChartType }) => {
    setView(next);
    const params = filtersToSearch(next.filters);
    if (next.chartType !== 'bar') params.set('graphic', next.chartType);
    setSearch(params, { replace: true });
  };
  // Other filters are other rows: back to the first page, the sort kept.
  const [paging, setPaging] = useState<TreePaging>(FIRST_PAGE);
  const setFilters = (next: Filters) => {
    setPaging((current) => ({ ...current, page: 0 }));
    show({ filters: next, chartType });
  };
  const setChartType = (type: ChartType) => show({ filters, chartType: type });
  const query = reportQuery(definition.filters, filters);
  const table = tableQuery(paging);
  // The query string is the key: a changed filter, page or sort loads again, an unchanged one does not.
  const { data, error, loading } = useLoad(`${definition.id}?${query}&${new URLSearchParams(table)}`,
    () => definition.load({ ...reportParams(definition.filters, filters), ...table }));
  const rows = useMemo(() => (data === undefined ? [] : definition.rows(data)), [data, definition]);
  const columns = data === undefined ? [] : definition.columns(data);
  const chart = data === undefined ? null : definition.chart(data);
  const count = data?.total_rows ?? 0;
  // Fewer rows than the page reached (accounts left the selection): the last page, never an empty one.
  useEffect(() => {
    const within = pageWithin(paging.page, count, paging.perPage);
    if (data !== undefined && within !== paging.page) setPaging({ ...paging, page: within });
  }, [data, count, paging]);
  // The export wants every row, in the table's order: the same query without a page.
  const loadAll = async () => definition.rows(await definition.load({ ...reportParams(definition.filters, filters), ...sortQuery(paging.sort) }));

  return (
    // contain: the wide table and the chart take the page's width instead of widening the layout
    // past the window (the table then scrolls sideways).
    <Stack spacing={2} sx={{ mt: 2, mb: 4, contain: 'inline-size' }}>
      <Title title={`reports.${report}.title`} />
      <Typography variant="h5" component="h1">{translate(`reports.${report}.title`)}</Typography>
      <Typography variant="body2" color="text.secondary">{translate(`reports.${report}.help`)}</Typography>
      <Card variant="outlined">
        <CardContent>
          <ReportFilters set={definition.filters} value={filters} onChange={setFilters} />
        </CardContent>
      </Card>
      {/* The first answer: the chart and the table as grey shapes; a later one (new filters) keeps the figures shown under a bar. */}
      {loading && data === undefined && <ReportSkeleton />}
      {loading && data !== undefined && <LoadingBar label="reports.loading" />}
      {error && <Alert severity="error">{error}</Alert>}
      {!error && data !== undefined && count === 0 && <Card variant="outlined"><EmptyState text="reports.empty" /></Card>}
      {!error && chart && count > 0 && (
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1">{translate(`reports.${report}.chart`)}</Typography>
              <ChartTypeSwitch value={chartType} onChange={setChartType} />
            </Stack>
            <ReportChart type={chartType} data={chart} format={(value) => format(definition.chartKind, value)} />
          </CardContent>
        </Card>
      )}
      {!error && count > 0 && (
        <ReportTableSection report={report} columns={columns} sorts={definition.sorts} rows={rows} count={count} paging={paging} onPaging={setPaging} loadAll={loadAll} />
      )}
    </Stack>
  );
};

export default ReportPage;
