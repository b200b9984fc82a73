import { useEffect, useState } from 'react';
import { dataProvider } from '../providers/dataProvider';
import type { Country, Dealer } from '../providers/types';

/** Countries (with phonePrefix) and dealers for the registration form; public calls. */
export const useRegistrationOptions = () => {
  const [countries, setCountries] = useState<Country[]>([]);
  const [dealers, setDealers] = useState<Dealer[]>([]);

  useEffect(() => {
    let live = true;
    dataProvider
      .getCountries()
      .then((list) => live && setCountries(list))
      .catch(() => undefined);
    dataProvider
      .getDealers()
      .then((list) => live && setDealers(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  return { countries, dealers };
};
