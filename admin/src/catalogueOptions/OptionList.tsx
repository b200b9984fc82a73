import {
  BooleanField, ChipField, DataTable, FunctionField, NullableBooleanInput, NumberField, ReferenceInput, SelectInput, useTranslate,
} from 'react-admin';
import { Chip, Stack } from '@mui/material';
import { choiceRows } from './choices';
import { stageChoices, stageLabel, type OptionListConfig } from './optionLists';
import { DateColumn } from '../shared/DateColumn';
import { ResourceList } from '../shared/ResourceList';
import { SearchFilter } from '../shared/SearchFilter';

type OptionRecord = { choices?: string; stages?: string[]; price?: number | null };

const Choices = ({ record }: { record: OptionRecord }) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {choiceRows(record.choices).map((row) => <Chip key={row.value} size="small" label={row.value} />)}
  </Stack>
);

const Stages = ({ record }: { record: OptionRecord }) => {
  const translate = useTranslate();
  return <>{(record.stages ?? []).map((stage) => translate(stageLabel(stage))).join(', ')}</>;
};

const filtersOf = (list: OptionListConfig) => [
  <SearchFilter key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
  <SelectInput key="stage" source="stage" choices={stageChoices(list.unit)} />,
  ...(list.parentResource
    ? [<ReferenceInput key="parentId" source="parentId" reference={list.parentResource} sort={{ field: 'name', order: 'ASC' }}><SelectInput optionText="name" /></ReferenceInput>]
    : []),
];

/** An option list with search, filters, sorting, pagination, CSV export and bulk delete (after a confirmation). */
export const optionListOf = (list: OptionListConfig) => {
  const filters = filtersOf(list);
  const OptionList = () => {
    const translate = useTranslate();
    return (
      <ResourceList filters={filters} sort={{ field: 'name', order: 'ASC' }}>
        <DataTable.Col source="name" />
        {list.parentResource ? (
          <DataTable.Col source="parentName" disableSort>
            <ChipField source="parentName" size="small" emptyText="-" />
          </DataTable.Col>
        ) : null}
        <DataTable.Col source="choices" disableSort>
          <FunctionField render={(record: OptionRecord) => <Choices record={record} />} />
        </DataTable.Col>
        <DataTable.Col source="price">
          <FunctionField render={(record: OptionRecord) =>
            record.price === null || record.price === undefined
              ? translate('catalogue_options.included')
              : <NumberField source="price" options={{ style: 'currency', currency: 'EUR' }} />}
          />
        </DataTable.Col>
        <DataTable.Col source="stages" disableSort>
          <FunctionField render={(record: OptionRecord) => <Stages record={record} />} />
        </DataTable.Col>
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
        <DateColumn source="updatedAt" />
      </ResourceList>
    );
  };
  return OptionList;
};
