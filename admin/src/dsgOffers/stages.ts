import { ECU_STAGE_FIELDS, TUNED_DSG_STAGES } from '../../../events/constants';

/** A new offer's stage rows, empty (a stage left empty is not offered), in the order the API answers them. */
export const emptyStages = () => TUNED_DSG_STAGES.map((stage) => ({ stage, torque: null, price: null }));

/** Translation key of a tuned stage's label (stage codes such as 2.1 cannot be keys). */
export const stageLabelKey = (stage: string) => `dsg_offers.stages.${(ECU_STAGE_FIELDS as Record<string, string>)[stage] ?? stage}`;
