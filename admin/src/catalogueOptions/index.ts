export { optionResources } from './resources';
export { OPTION_RESOURCE_PATHS, withOptionChoices } from './optionApi';
export { ChoiceListInput } from './ChoiceListInput';
