import { HttpError } from 'react-admin';
import { GEARBOX_FAMILIES, type GearboxFamily } from '../../../events/constants';
import { translatedHttpError } from './errors';

// The API takes a gearbox family only from its list (the document says which); the screens hold one
// as text (a select's value, a URL's segment, the draft's choice).

/** The family `value` names, or undefined when it names none. */
export const gearboxFamily = (value: string | null | undefined): GearboxFamily | undefined => GEARBOX_FAMILIES.find((family) => family === value);

/**
 * The family `value` names; any other text (a stale link) is refused here with the translated 404 the
 * server answers for a family without an offer, so the screen shows it as it shows the server's.
 */
export const knownGearbox = (value: string): GearboxFamily => {
  const family = gearboxFamily(value);
  if (!family) throw translatedHttpError(new HttpError('DSG offer not found', 404, { statusCode: 404, code: 'DSG_OFFER_NOT_FOUND' }));
  return family;
};
