import { DateInput, SelectInput, useTranslate } from 'react-admin';
import { formatFromDay, formatToDay, parseFromDay, parseToDay } from '../credit/dates';
import { CREDIT_ORDER_STATUSES, STATUS_KEYS } from './statuses';
import { SearchFilter } from '../shared/SearchFilter';

const StatusInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const choices = CREDIT_ORDER_STATUSES.map((status) => ({ id: status, name: translate(`credit.orders.status.${STATUS_KEYS[status]}`) }));
  return <SelectInput source={source} choices={choices} translateChoice={false} />;
};

/** Search, status and date filters of the credit order lists (CONTRACT.md: q, status, from, to). */
export const orderFilters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <StatusInput key="status" source="status" alwaysOn />,
  <DateInput key="from" source="from" parse={parseFromDay} format={formatFromDay} alwaysOn />,
  <DateInput key="to" source="to" parse={parseToDay} format={formatToDay} alwaysOn />,
];
