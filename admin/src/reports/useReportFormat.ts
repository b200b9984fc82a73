import { useTranslate } from 'react-admin';
import { useMoney } from '../credit/money/useMoney';
import type { CellKind } from './types';

/**
 * How a report writes a figure as text, in the browser's locale (credit/money): credits with 2
 * decimals, EUR as currency, counts whole. Variations have their own coloured cell (VariationText).
 */
export const useReportFormat = () => {
  const money = useMoney();
  const translate = useTranslate();
  return (kind: CellKind, value: number | null): string => {
    if (value === null) return kind === 'days' ? translate('reports.never') : '';
    switch (kind) {
      case 'price': return money.price(value);
      case 'count': return money.count(value);
      case 'days': return translate('reports.days', { smart_count: value, days: money.count(value) });
      case 'variation': return `${value > 0 ? '+' : ''}${money.count(value)} %`;
      case 'credits': return money.number(value);
    }
  };
};
