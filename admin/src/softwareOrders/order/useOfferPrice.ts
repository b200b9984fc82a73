import { useTranslate } from 'react-admin';
import { useMoney } from '../../credit/money/useMoney';
import type { OfferPrice } from '../../vehicleSearch/searchApi';

/** A catalogue price in credits (one credit is one EUR), or "On request" (spec section 5). */
export const useOfferPrice = () => {
  const translate = useTranslate();
  const money = useMoney();
  return (value: OfferPrice | null) => (typeof value === 'number' ? money.credits(value) : translate('vehicle_search.on_request'));
};
