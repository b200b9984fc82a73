import { useEffect, useState } from 'react';
import { dataProvider } from '../providers/dataProvider';
import type { Country } from '../providers/types';

/** Countries (with phonePrefix) for the registration form; a public call. The dealers are searched as typed (DealerSearchInput). */
export const useRegistrationOptions = () => {
  const [countries, setCountries] = useState<Country[]>([]);

  useEffect(() => {
    let live = true;
    dataProvider
      .getCountries()
      .then((list) => live && setCountries(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  return { countries };
};
