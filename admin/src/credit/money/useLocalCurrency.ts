import { useEffect, useState } from 'react';
import { dataProvider } from '../../providers/dataProvider';
import { storage } from '../../providers/storage';
import { BASE_CURRENCY } from '../constants';
import type { Currency } from '../types';

// One lookup per country for the whole session: the top bar and every credit screen share it.
const lookups = new Map<string, Promise<Currency | null>>();

const lookup = (countryId: string): Promise<Currency | null> => {
  let pending = lookups.get(countryId);
  if (!pending) {
    // A public call, answered without a token: a failure only hides the switch.
    pending = dataProvider.getCountryCurrency(countryId).catch(() => null);
    lookups.set(countryId, pending);
  }
  return pending;
};

/**
 * The signed-in user's local currency (GET /api/geo/currency-country/{countryId}) when it differs
 * from the product currency EUR; null otherwise, which hides the switch (spec section 6).
 */
export const useLocalCurrency = (): Currency | null => {
  const countryId = storage.getUser()?.countryId;
  const [currency, setCurrency] = useState<Currency | null>(null);
  useEffect(() => {
    if (!countryId) return;
    let live = true;
    void lookup(String(countryId)).then((found) => {
      if (live) setCurrency(found && found.code !== BASE_CURRENCY.code ? found : null);
    });
    return () => {
      live = false;
    };
  }, [countryId]);
  return currency;
};
