import type { SiteOffers } from '../../vehicleSearch/searchApi';
import { screenErrorText } from '../../shared/errors';
import { useLoad, type Loaded } from '../../shared/useLoad';

/** The chosen vehicle's offers in the dealer's market, with the DSG offer of the chosen gearbox (GET /api/site/:id). */
export const useVehicleOffers = (vehicleId: string | null, alpha2: string | null, gearbox: string): Loaded<SiteOffers> =>
  useLoad(vehicleId && alpha2 ? JSON.stringify([vehicleId, alpha2, gearbox]) : null, (provider) => provider.getVehicleOffers(vehicleId!, alpha2!, gearbox || undefined), screenErrorText);
