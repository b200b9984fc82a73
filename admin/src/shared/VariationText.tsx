import { Typography } from '@mui/material';
import { useFormatLocale } from '../credit/dates';

/** A percentage change (spec section 5) with its sign and colour: green up, red down, grey unchanged. */
export const VariationText = ({ value }: { value: number }) => {
  const locale = useFormatLocale();
  const text = new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(value / 100);
  const color = value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.secondary';
  return (
    <Typography component="span" variant="body2" sx={{ color, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
};
