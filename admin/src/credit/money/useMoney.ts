import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatLocale } from '../dates';
import { AMOUNT_DECIMALS, BASE_CURRENCY } from '../constants';
import { useCurrencyChoice } from './currencyChoice';
import { useLocalCurrency } from './useLocalCurrency';

const twoDecimals = { minimumFractionDigits: AMOUNT_DECIMALS, maximumFractionDigits: AMOUNT_DECIMALS };

/** 2 decimals in the UI language (spec section 9). */
export const formatNumber = (locale: string, value: number): string => new Intl.NumberFormat(locale, twoDecimals).format(value);

/** Credits: whole ones without ".00" (120 credits), fractions with 2 decimals (120.50 credits). */
export const formatCreditNumber = (locale: string, value: number): string =>
  Number.isInteger(value) ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value) : formatNumber(locale, value);

export const formatCurrency = (locale: string, value: number, code: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...twoDecimals }).format(value);

/**
 * Formatters for the credit screens. Credits are worth one EUR each; with the local-currency switch
 * on, balances and movements are converted with the currency's `price` (units per EUR) and shown
 * in that currency, and prices (charged in EUR) show the local value beside them.
 */
export const useMoney = () => {
  const translate = useTranslate();
  const locale = formatLocale(useLocaleState()[0]);
  const local = useLocalCurrency();
  const choice = useCurrencyChoice();
  const inLocal = choice === 'local' && local !== null;

  /** An amount of credits: "1,234 credits", "1,234.50 credits", or "£1,059.92" in the local currency. */
  const credits = useCallback(
    (value: number) =>
      inLocal && local ? formatCurrency(locale, value * local.price, local.code) : translate('credit.amount.credits', { amount: formatCreditNumber(locale, value), smart_count: Math.abs(value) }),
    [inLocal, local, locale, translate],
  );

  /**
   * A price in EUR, which is what is charged: "€1,234.00"; with the switch on, the local value
   * follows as an indication: "€1,234.00 (≈ £1,061.24)".
   */
  const price = useCallback(
    (value: number) => {
      const eur = formatCurrency(locale, value, BASE_CURRENCY.code);
      return inLocal && local ? translate('credit.amount.with_local', { amount: eur, local: formatCurrency(locale, value * local.price, local.code) }) : eur;
    },
    [inLocal, local, locale, translate],
  );

  /** A number of credits bought or sold (not a value): always in credits, "120 credits". */
  const creditCount = useCallback((value: number) => translate('credit.amount.credits', { amount: formatCreditNumber(locale, value), smart_count: Math.abs(value) }), [locale, translate]);

  return {
    credits,
    creditCount,
    price,
    /** A price in EUR only, whatever the switch: where a sentence states what is charged ("€90.00", "90,00 €"). */
    eur: (value: number) => formatCurrency(locale, value, BASE_CURRENCY.code),
    number: (value: number) => formatNumber(locale, value),
    /** A percentage such as a payment fee: as many decimals as it has (1.4, 2). */
    percent: (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: AMOUNT_DECIMALS }).format(value),
    /** A count (whole credits of a package): no decimals. */
    count: (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value),
    /** The portal as seller (the house account). */
    houseName: translate('credit.movements.house'),
    inLocal,
    local,
  };
};
