import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { COMBINED_OPTIONS, DSG_STAGES, ORDER_TYPES } from '../../../../events/constants';
import { formatFromDay, formatToDay, parseFromDay, parseToDay } from '../../credit/dates';
import { SELECTABLE_STATUSES } from '../statuses';
import { useOrderLabels } from '../useOrderLabels';
import { SearchFilter } from '../../shared/SearchFilter';

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
  return <SearchFilter source={source} placeholder={translate('software_orders.list.search')} />;
};

/**
 * The dealer whose orders to see (filter.dealerId). Our reading: only an Admin, because the user
 * list it picks from (GET /api/users) is the Admin's alone (api/http/access.ts: USER_ADMIN); a
 * Support agent finds a dealer's orders by the quick search instead.
 */
const DealerInput = ({ source }: { source: string; alwaysOn?: boolean }) => (
  <ReferenceInput source={source} reference="users" sort={{ field: 'email', order: 'ASC' }}>
    <AutocompleteInput optionText="email" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
  </ReferenceInput>
);

/** Part of the dealer's name: how Support (who may not read the user list) narrows to one dealer. */
const DealerNameInput = ({ source }: { source: string; alwaysOn?: boolean }) => <TextInput source={source} label="software_orders.list.dealer" />;

/**
 * Quick search by VIN or number, status, type, stage, dates and the dealer: picked from the users
 * by an Admin, by part of its name for Support (CONTRACT.md: q, status, type, stage, from, to, dealerId, dealer).
 */
export const orderFilters = (chooseDealer: boolean, nameDealer = false) => [
  <QuickSearch key="q" source="q" alwaysOn />,
  <StatusInput key="status" source="status" alwaysOn />,
  <TypeInput key="type" source="type" alwaysOn />,
  ...(chooseDealer ? [<DealerInput key="dealerId" source="dealerId" />] : []),
  ...(nameDealer ? [<DealerNameInput key="dealer" source="dealer" />] : []),
  <StageInput key="stage" source="stage" />,
  <DateInput key="from" source="from" parse={parseFromDay} format={formatFromDay} />,
  <DateInput key="to" source="to" parse={parseToDay} format={formatToDay} />,
];
