import { DateInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { COMBINED_OPTIONS, DSG_STAGES, ORDER_TYPES } from '../../../../events/constants';
import { formatFromDay, formatToDay, parseFromDay, parseToDay } from '../../credit/dates';
import { SELECTABLE_STATUSES } from '../statuses';
import { useOrderLabels } from '../useOrderLabels';

const StatusInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const labels = useOrderLabels();
  return <SelectInput source={source} choices={SELECTABLE_STATUSES.map((status) => ({ id: status, name: labels.status(status) }))} translateChoice={false} />;
};

const TypeInput = ({ source }: { source: string; alwaysOn?: boolean }) => (
  <SelectInput source={source} choices={ORDER_TYPES.map((type) => ({ id: type, name: type }))} translateChoice={false} />
);

/** Every stage an order may carry: the ECU and DSG stages, then the combos. */
const StageInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const labels = useOrderLabels();
  const choices = [
    ...DSG_STAGES.map((stage) => ({ id: stage, name: labels.stageName(stage) })),
    ...COMBINED_OPTIONS.map((combo) => ({ id: combo, name: labels.stage('ECU + DSG', combo) })),
  ];
  return <SelectInput source={source} choices={choices} translateChoice={false} />;
};

const QuickSearch = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return <SearchInput source={source} placeholder={translate('software_orders.list.search')} />;
};

/** Quick search by VIN or number, status, type, stage and dates (CONTRACT.md: q, status, type, stage, from, to). */
export const orderFilters = [
  <QuickSearch key="q" source="q" alwaysOn />,
  <StatusInput key="status" source="status" alwaysOn />,
  <TypeInput key="type" source="type" alwaysOn />,
  <StageInput key="stage" source="stage" />,
  <DateInput key="from" source="from" parse={parseFromDay} format={formatFromDay} />,
  <DateInput key="to" source="to" parse={parseToDay} format={formatToDay} />,
];
