import type { ReactNode } from 'react';
import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { AccountPicker } from './AccountPicker';
import { dsgChoices, orderTypeChoices, stageChoices, statusChoices, timeChoices, unitChoices } from './choices';
import type { ReportFilters as Filters, TimeUnit } from './filters';
import { SelectField } from './SelectField';
import type { ReportFilterSet } from './types';

interface Country {
  id: string;
  name: string;
  alpha2Code: string;
}

const MarketSelect = ({ value, onChange }: { value: string; onChange: (alpha2: string) => void }) => {
  const translate = useTranslate();
  const { data = [] } = useGetList<Country>('countries', { pagination: { page: 1, perPage: 300 }, sort: { field: 'name', order: 'ASC' } });
  return (
    <TextField select size="small" fullWidth={false} sx={{ minWidth: 180 }} label={translate('reports.filters.market')} value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">{translate('reports.filters.all_markets')}</MenuItem>
      {data.map((country) => <MenuItem key={country.id} value={country.alpha2Code}>{country.name}</MenuItem>)}
    </TextField>
  );
};

export const DateField = ({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField type="date" size="small" fullWidth={false} label={translate(label)} value={value} onChange={(event) => onChange(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
  );
};

interface ReportFiltersProps {
  set: ReportFilterSet;
  value: Filters;
  onChange: (next: Filters) => void;
}

/** The filters a report takes (api/CONTRACT.md "Reports"): period, users, market, order filters, the distributor-balance toggle. */
export const ReportFilters = ({ set, value, onChange }: ReportFiltersProps) => {
  const translate = useTranslate();
  const change = <K extends keyof Filters>(key: K) => (next: Filters[K]) => onChange({ ...value, [key]: next });
  const row = (children: ReactNode) => <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>{children}</Stack>;
  return (
    <Stack spacing={2}>
      {row(
        <>
          <SelectField label="reports.filters.time" value={value.time} choices={timeChoices} onChange={(unit) => change('time')(unit as TimeUnit)} />
          {set.compare && <SelectField label="reports.filters.compare" value={value.compare} choices={timeChoices} onChange={(unit) => change('compare')(unit as TimeUnit)} />}
          {set.dates === 'periods' && (
            <>
              <DateField label="reports.filters.from_current" value={value.fromCurrent} onChange={change('fromCurrent')} />
              <DateField label="reports.filters.to_current" value={value.toCurrent} onChange={change('toCurrent')} />
              <DateField label="reports.filters.from_previous" value={value.fromPrevious} onChange={change('fromPrevious')} />
              <DateField label="reports.filters.to_previous" value={value.toPrevious} onChange={change('toPrevious')} />
            </>
          )}
          {set.dates === 'range' && (
            <>
              <DateField label="reports.filters.from_current" value={value.fromCurrent} onChange={change('fromCurrent')} />
              <DateField label="reports.filters.to_current" value={value.toCurrent} onChange={change('toCurrent')} />
            </>
          )}
          {set.dates === 'span' && (
            <>
              <DateField label="reports.filters.from" value={value.fromPrevious} onChange={change('fromPrevious')} />
              <DateField label="reports.filters.to" value={value.toCurrent} onChange={change('toCurrent')} />
            </>
          )}
        </>,
      )}
      {row(
        <>
          <AccountPicker value={value.ids} onChange={change('ids')} />
          <MarketSelect value={value.market} onChange={change('market')} />
          {set.distributorBalance && (
            <FormControlLabel
              label={translate('reports.filters.distributor_balance')}
              control={<Switch checked={value.distributorBalance} onChange={(event) => change('distributorBalance')(event.target.checked)} />}
            />
          )}
        </>,
      )}
      {set.orders && row(
        <>
          <SelectField label="reports.filters.order_type" value={value.orderType} choices={orderTypeChoices} onChange={change('orderType')} />
          <SelectField label="reports.filters.stage" value={value.stage} choices={stageChoices} onChange={change('stage')} />
          <SelectField label="reports.filters.status" value={value.status} choices={statusChoices} onChange={change('status')} />
          <SelectField label="reports.filters.unit" value={value.unit} choices={unitChoices} onChange={change('unit')} />
          {set.dsg && <SelectField label="reports.filters.dsg" value={value.dsg} choices={dsgChoices} onChange={change('dsg')} />}
        </>,
      )}
    </Stack>
  );
};
