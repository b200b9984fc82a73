import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import type { ChartData } from './types';
import { useReportFormat } from './useReportFormat';

export const CHART_TYPES = ['bar', 'line', 'pie'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

// A long list of accounts would make the chart unreadable; the table holds them all, and the chart
// the largest or the first (the server picks them: api/routes/reports/pages.ts), saying so.
const MAX_CATEGORIES = 15;
const ROW_HEIGHT = 36;

/** The chart-type switch of spec section 2: horizontal bar, line, pie. */
export const ChartTypeSwitch = ({ value, onChange }: { value: ChartType; onChange: (type: ChartType) => void }) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_event, type: ChartType | null) => type && onChange(type)} aria-label={translate('reports.chart.type')}>
      {CHART_TYPES.map((type) => (
        <ToggleButton key={type} value={type}>{translate(`reports.chart.${type}`)}</ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

type ChartProps = { type: ChartType; data: ChartData; format: (value: number) => string };

/** The chart draws the first categories only: too many values to show, or all of them zero. */
const shown = (data: ChartData) => ({
  current: data.current.slice(0, MAX_CATEGORIES),
  previous: data.previous?.slice(0, MAX_CATEGORIES) ?? null,
});
const allZero = (data: ChartData) => {
  const { current, previous } = shown(data);
  return [...current, ...(previous ?? [])].every((value) => value === 0);
};

/**
 * Spec section 9's Current and Previous series of a report, as the chosen chart type; under it, how
 * many of how many accounts it draws (the largest; predicted credits: those soonest out of credits,
 * the only chart of accounts that is not ranked).
 */
export const ReportChart = (props: ChartProps) => {
  const translate = useTranslate();
  const count = useReportFormat();
  const total = props.data.total ?? props.data.categories.length;
  const drawn = Math.min(props.data.categories.length, MAX_CATEGORIES);
  // An axis scaled to nothing draws an empty frame; say so instead (and nothing of what is drawn).
  if (allZero(props.data)) return <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{translate('reports.chart.all_zero')}</Typography>;
  return (
    <>
      <ChartOf {...props} />
      {total > drawn && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'right' }}>
          {translate(props.data.ranked ? 'reports.chart.top' : 'reports.chart.soonest', { shown: count('count', drawn), total: count('count', total) })}
        </Typography>
      )}
    </>
  );
};

const ChartOf = ({ type, data, format }: ChartProps) => {
  const translate = useTranslate();
  const categories = data.categories.slice(0, MAX_CATEGORIES).map((name) => (data.translateCategories ? translate(name) : name));
  const { current, previous } = shown(data);
  const valueFormatter = (value: number | null) => (value === null ? '' : format(value));
  const series = [
    { id: 'current', label: translate('reports.chart.current'), data: current, valueFormatter },
    ...(previous ? [{ id: 'previous', label: translate('reports.chart.previous'), data: previous, valueFormatter }] : []),
  ];

  if (type === 'pie') {
    // Current is the outer ring, Previous the inner one, so both periods' shares show at once; the
    // legend names the accounts once (a ring's slices share their colours by position).
    const slices = (values: number[], prefix: string) =>
      values.map((value, index) => ({ id: `${prefix}-${index}`, value: Math.max(value, 0), label: prefix === 'current' ? categories[index] : undefined }));
    return (
      <Box role="img" aria-label={translate('reports.chart.pie')}>
        <PieChart
          height={320}
          series={[
            { data: slices(current, 'current'), innerRadius: previous ? 80 : 0, outerRadius: 130, valueFormatter: (item) => format(item.value) },
            ...(previous ? [{ data: slices(previous, 'previous'), innerRadius: 0, outerRadius: 75, valueFormatter: (item: { value: number }) => format(item.value) }] : []),
          ]}
        />
      </Box>
    );
  }
  if (type === 'line') {
    return (
      <Box role="img" aria-label={translate('reports.chart.line')}>
        <LineChart height={320} xAxis={[{ scaleType: 'point', data: categories }]} series={series} />
      </Box>
    );
  }
  return (
    <Box role="img" aria-label={translate('reports.chart.bar')}>
      <BarChart
        layout="horizontal"
        height={Math.max(200, 80 + categories.length * ROW_HEIGHT * (previous ? 1.5 : 1))}
        yAxis={[{ scaleType: 'band', data: categories, width: 140 }]}
        series={series}
      />
    </Box>
  );
};
