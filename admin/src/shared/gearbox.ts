import { GEARBOX_FAMILIES, type GearboxFamily } from '../../../events/constants';

// The API takes a gearbox family only from its list (the document says which); the screens hold one
// as text (a select's value, a URL's segment, the draft's choice).

/** The family `value` names, or undefined when it names none. */
export const gearboxFamily = (value: string | null | undefined): GearboxFamily | undefined => GEARBOX_FAMILIES.find((family) => family === value);

/** The family `value` names; any other text is refused here, as the server would refuse it. */
export const knownGearbox = (value: string): GearboxFamily => {
  const family = gearboxFamily(value);
  if (!family) throw new Error(`Unknown gearbox family: ${value}`);
  return family;
};
