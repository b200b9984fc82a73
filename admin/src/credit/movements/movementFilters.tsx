import type { ReactElement } from 'react';
import { DateInput, SelectInput, useTranslate } from 'react-admin';
import { MOVEMENT_GROUPS, MOVEMENT_KINDS } from '../constants';
import { formatFromDay, formatToDay, parseFromDay, parseToDay } from '../dates';

const KindInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const choices = MOVEMENT_KINDS.map((kind) => ({ id: kind, name: translate(`credit.kinds.${kind}`) }));
  return <SelectInput source={source} choices={choices} translateChoice={false} />;
};

const GroupInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const choices = MOVEMENT_GROUPS.map((group) => ({ id: group, name: translate(`credit.groups.${group}`) }));
  return <SelectInput source={source} choices={choices} translateChoice={false} />;
};

/** Kind, group and date filters of every movement list (CONTRACT.md: kind, group, from, to). */
export const movementFilters = (accountFilter?: ReactElement): ReactElement[] => [
  ...(accountFilter ? [accountFilter] : []),
  <KindInput key="kind" source="kind" alwaysOn />,
  <GroupInput key="group" source="group" alwaysOn />,
  <DateInput key="from" source="from" parse={parseFromDay} format={formatFromDay} alwaysOn />,
  <DateInput key="to" source="to" parse={parseToDay} format={formatToDay} alwaysOn />,
];
