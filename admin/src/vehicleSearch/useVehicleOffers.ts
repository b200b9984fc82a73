import { useEffect, useState } from 'react';
import { dataProvider } from '../providers/dataProvider';
import { useUserInfo } from '../providers/useUserInfo';
import type { SiteOffers } from './searchApi';
import type { VehicleChoice } from './VehicleSearch';

export type OffersState = { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; offers: SiteOffers };

/** The user's country as an alpha-2 code, from their countryId. */
const useCountryCode = () => {
  const user = useUserInfo();
  const [code, setCode] = useState<string | null>(null);
  const countryId = user?.countryId;
  useEffect(() => {
    if (countryId === null || countryId === undefined) return;
    let live = true;
    dataProvider.getCountries().then(
      (countries) => live && setCode(countries.find((c) => String(c.id) === String(countryId))?.alpha2Code ?? null),
      () => undefined,
    );
    return () => { live = false; };
  }, [countryId]);
  return code;
};

/**
 * The chosen vehicle's offers in the user's country: POST /api/site finds the vehicle of the
 * choice, GET /api/site/:id gives its stages with local prices. The imported dataProvider is used
 * so that a missing vehicle or country stays a message here rather than leaving the page.
 */
export const useVehicleOffers = (choice: VehicleChoice | null): OffersState => {
  const alpha2 = useCountryCode();
  const [state, setState] = useState<OffersState>({ status: 'idle' });
  const key = choice?.engine && alpha2 ? JSON.stringify([alpha2, choice]) : null;
  useEffect(() => {
    if (!key || !choice || !alpha2) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    dataProvider
      .findOffers(alpha2, choice)
      .then(({ message }) => {
        const vehicle = message.tuning[0];
        if (!vehicle) throw new Error('no vehicle');
        return dataProvider.getVehicleOffers(vehicle.id, alpha2);
      })
      .then(
        (offers) => live && setState({ status: 'loaded', offers }),
        () => live && setState({ status: 'failed' }),
      );
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
};
