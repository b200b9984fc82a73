import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useMoney } from './useMoney';

interface CreditAmountFieldProps {
  source: string;
  label?: string;
  /** Green for incoming, red for outgoing amounts. */
  signed?: boolean;
  /** A price in EUR rather than an amount of credits. */
  money?: boolean;
  /** A number of credits bought or sold, never converted. */
  count?: boolean;
}

/** A credits (or EUR price) column that follows the currency switch. */
export const CreditAmountField = ({ source, signed = false, money = false, count = false }: CreditAmountFieldProps) => {
  const record = useRecordContext<Record<string, unknown>>();
  const format = useMoney();
  const value = record?.[source];
  if (typeof value !== 'number') return null;
  const color = signed ? (value < 0 ? 'error.main' : 'success.main') : undefined;
  const text = money ? format.price(value) : count ? format.creditCount(value) : format.credits(value);
  return (
    <Typography component="span" variant="body2" sx={{ color, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {signed && value > 0 ? `+${text}` : text}
    </Typography>
  );
};
