import { BooleanInput, CheckboxGroupInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { PriceInput } from '../fields';
import { isRequired } from '../validation/validators';
import { ChoiceListInput } from './ChoiceListInput';
import { stageChoices, type OptionListConfig } from './optionLists';

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
    <PriceInput source="price" helperText="catalogue_options.price_hint" />
    <CheckboxGroupInput source="stages" choices={stageChoices(list.unit)} helperText="catalogue_options.stages_hint" />
    <BooleanInput source="active" />
  </Box>
);
