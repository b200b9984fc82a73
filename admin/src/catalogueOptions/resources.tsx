import TuneIcon from '@mui/icons-material/Tune';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { Create, Edit, SimpleForm } from 'react-admin';
import { OptionInputs } from './OptionInputs';
import { optionListOf } from './OptionList';
import { OPTION_LISTS, type OptionListConfig } from './optionLists';

/** List, edit and create of one option list: the same code for the four, parameterised by unit and level. */
const optionResource = (list: OptionListConfig) => {
  const OptionEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm noValidate>
        <OptionInputs list={list} />
      </SimpleForm>
    </Edit>
  );
  const OptionCreate = () => (
    <Create redirect="list">
      <SimpleForm noValidate defaultValues={{ active: true, stages: [], choiceList: [] }}>
        <OptionInputs list={list} />
      </SimpleForm>
    </Create>
  );
  return {
    name: list.resource,
    list: optionListOf(list),
    edit: OptionEdit,
    create: OptionCreate,
    icon: list.level === 'primary' ? TuneIcon : SubdirectoryArrowRightIcon,
    recordRepresentation: 'name',
  };
};

/** Spread each on a <Resource>: `{optionResources.map((r) => <Resource key={r.name} {...r} />)}`. */
export const optionResources = OPTION_LISTS.map(optionResource);
