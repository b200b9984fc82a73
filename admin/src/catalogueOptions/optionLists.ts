import { DSG_STAGES, ECU_STAGE_FIELDS, ECU_STAGES, type Stage } from '../../../events/constants';

// The four option lists of spec section 2. The react-admin resource names are the UI routes; the
// API paths are those of spec section 7.

export type OptionListConfig = {
  resource: string;
  apiPath: string;
  unit: 'ECU' | 'DSG';
  level: 'primary' | 'secondary';
  /** The resource of the primary options a secondary option hangs under. */
  parentResource?: string;
};

export const OPTION_LISTS: OptionListConfig[] = [
  { resource: 'vehicles-options', apiPath: 'vehicles-options', unit: 'ECU', level: 'primary' },
  { resource: 'vehicles-secondary-options', apiPath: 'vehicles-secondary-options', unit: 'ECU', level: 'secondary', parentResource: 'vehicles-options' },
  { resource: 'vehicles-dsg-options', apiPath: 'dsg-options', unit: 'DSG', level: 'primary' },
  { resource: 'vehicles-dsg-secondary-options', apiPath: 'dsg-options-two', unit: 'DSG', level: 'secondary', parentResource: 'vehicles-dsg-options' },
];

export const optionList = (resource: string) => OPTION_LISTS.find((list) => list.resource === resource);

/** The translation key of a stage's label; stage codes such as 2.1 cannot be keys (the dot separates keys). */
export const stageLabel = (stage: string) => `catalogue_options.stages.${(ECU_STAGE_FIELDS as Record<string, string>)[stage] ?? stage}`;

/** The stages an option of the unit may be allowed on, as checkbox choices (labels translated). */
export const stageChoices = (unit: 'ECU' | 'DSG') =>
  (unit === 'ECU' ? ECU_STAGES : DSG_STAGES).map((stage: Stage) => ({ id: stage, name: stageLabel(stage) }));
