import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../credit/money/useMoney';
import { MessageAlert } from '../../layout/FormFeedback';
import type { PaymentDraftPreview } from '../types';

/** What the buyer will pay: the price, the payment method's fee (%) and the total. */
export const FeePreview = ({ draft, error, loading }: { draft: PaymentDraftPreview | null; error: string | null; loading: boolean }) => {
  const translate = useTranslate();
  const money = useMoney();
  if (error) return <MessageAlert message={error} />;
  if (!draft) return loading ? <LinearProgress /> : null;
  const rows: [string, string, boolean][] = [
    ['credit.orders.buy.credits', money.creditCount(draft.credits), false],
    ['credit.orders.buy.amount', money.price(draft.amount_original), false],
    ['credit.orders.buy.fee_percent', `${money.percent(draft.percentageFee)} %`, false],
    ['credit.orders.buy.fee', money.price(draft.fee), false],
    ['credit.orders.buy.total', money.price(draft.amount), true],
  ];
  return (
    <Box aria-live="polite" data-testid="fee-preview" sx={{ opacity: loading ? 0.6 : 1, display: 'grid', gridTemplateColumns: '1fr max-content', rowGap: 0.75, columnGap: 3 }}>
      {rows.map(([label, value, strong]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 600 : undefined }}>
            {translate(label)}
          </Typography>
          <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 600 : undefined, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }} data-testid={label}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
