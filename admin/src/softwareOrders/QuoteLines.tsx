import { Box, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../credit/money/useMoney';
import type { QuoteLine } from './types';
import { useOrderLabels } from './useOrderLabels';

type Props = { lines: QuoteLine[]; total: number; onRequest: boolean; order: { type: string; stage: string; urgency: string } };

/** The price breakdown (the draft's fees): one line each, "On request" where the catalogue has no price, then the total. */
export const QuoteLines = ({ lines, total, onRequest, order }: Props) => {
  const translate = useTranslate();
  const money = useMoney();
  const labels = useOrderLabels();
  const amount = (line: QuoteLine) => {
    if (line.amount === null) return translate('vehicle_search.on_request');
    return line.amount === 0 && line.code === 'option' ? translate('software_orders.price.included') : money.credits(line.amount);
  };
  return (
    <Box data-testid="quote-lines">
      {lines.map((line, index) => (
        <Box key={`${line.code}-${index}`} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
          <Typography variant="body2">{labels.line(line, order)}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: line.amount !== null && line.amount < 0 ? 'success.main' : undefined }}>
            {amount(line)}
          </Typography>
        </Box>
      ))}
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }} data-testid="quote-total">
        <Typography sx={{ fontWeight: 700 }}>{translate('software_orders.price.total')}</Typography>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{onRequest ? translate('vehicle_search.on_request') : money.credits(total)}</Typography>
      </Box>
      {onRequest && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('software_orders.price.on_request_note')}</Typography>}
    </Box>
  );
};
