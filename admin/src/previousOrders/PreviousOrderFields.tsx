import { Box } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { isPriceOnRequest } from '../../../events/catalogue/on-request';
import { BASE_CURRENCY } from '../credit/constants';
import { formatCurrency } from '../credit/money/useMoney';
import type { PreviousOrder } from './types';

/** The price in EUR; 9999 is "On request" (spec section 9). */
export const PreviousOrderPriceField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<PreviousOrder>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  if (isPriceOnRequest(record.price)) return <span>{translate('previous_orders.on_request')}</span>;
  return <span style={{ whiteSpace: 'nowrap' }}>{formatCurrency(locale, record.price, BASE_CURRENCY.code)}</span>;
};

/** A JSON field as the sheet gave it, indented; a text as it is. */
export const JsonField = ({ source }: { source: 'currencyDetails' | 'vehicle' | 'description'; label?: string }) => {
  const record = useRecordContext<PreviousOrder>();
  const value = record?.[source];
  if (value === null || value === undefined) return <span>—</span>;
  return (
    <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap' }}>
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </Box>
  );
};
