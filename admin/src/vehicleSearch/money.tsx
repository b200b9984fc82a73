import { useLocaleState, useTranslate } from 'react-admin';
import { formatCurrency } from '../credit/money/useMoney';
import type { OfferPrice } from './searchApi';

/**
 * A price in `code`, or the answer's "On request" translated (spec section 5). Formatted in the UI
 * language like the other screens, not in the currency's own locale.
 */
export const useOfferMoney = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const onRequest = translate('vehicle_search.on_request');
  return (value: OfferPrice, code: string) =>
    typeof value === 'number' ? formatCurrency(locale, value, code) : onRequest;
};

/** A second price column only when the market's price differs from the EUR one (currency or market factor). */
export const needsLocalColumn = (code: string, rows: readonly { price: OfferPrice; localPrice: OfferPrice }[]) =>
  code !== 'EUR' || rows.some((row) => row.localPrice !== row.price);
