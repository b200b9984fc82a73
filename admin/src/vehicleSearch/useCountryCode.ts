import { useEffect, useState } from 'react';
import { dataProvider } from '../providers/dataProvider';
import { useUserInfo } from '../providers/useUserInfo';

/** The signed-in user's country as an alpha-2 code (from their countryId): the market of the offers. */
export const useCountryCode = (): string | null => {
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
