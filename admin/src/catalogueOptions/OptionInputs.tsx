import { BooleanInput, CheckboxGroupInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { isRequired } from '../validation/validators';
import { ChoiceListInput } from './ChoiceListInput';
import { stageChoices, type OptionListConfig } from './optionLists';

const positive = (value: unknown) => (value === null || value === undefined || value === '' || Number(value) > 0 ? undefined : 'portal.validation.positive');

/** Fields shared by the option Create and Edit screens of one list. */
export const OptionInputs = ({ list }: { list: OptionListConfig }) => (
  <Box sx={{ width: '100%', maxWidth: 800 }}>
    <TextInput source="name" validate={isRequired} fullWidth />
    {list.parentResource ? (
      <ReferenceInput source="parentId" reference={list.parentResource} sort={{ field: 'name', order: 'ASC' }} perPage={200}>
        <SelectInput optionText="name" validate={isRequired} fullWidth helperText="catalogue_options.parent_hint" />
      </ReferenceInput>
    ) : null}
    <TextInput source="description" multiline minRows={2} fullWidth />
    <ChoiceListInput />
    <NumberInput source="price" min={0} step={0.01} validate={positive} helperText="catalogue_options.price_hint" />
    <CheckboxGroupInput source="stages" choices={stageChoices(list.unit)} helperText="catalogue_options.stages_hint" />
    <BooleanInput source="active" />
  </Box>
);
