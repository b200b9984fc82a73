import { LoadingBar } from '../../shared/LoadingBar';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../credit/money/useMoney';
import { MessageAlert } from '../../layout/FormFeedback';
import type { PaymentDraftPreview } from '../types';

/** What the buyer will pay: the price, the payment method's fee (%) and the total. */
export const FeePreview = ({ draft, error, loading }: { draft: PaymentDraftPreview | null; error: string | null; loading: boolean }) => {
  const translate = useTranslate();
  const money = useMoney();
  if (error) return <MessageAlert message={error} />;
  if (!draft) return loading ? <LoadingBar /> : null;
  // A Sales CRM promotion (issue 14) is a line of its own between the table price and the amount.
  const promotion: [string, string, boolean][] = draft.promotion
    ? [['crm.list_price', money.price(draft.listPrice), false], ['crm.promotion_line', `-${money.price(draft.promotion.discount)}`, false]]
    : [];
  const rows: [string, string, boolean][] = [
    ['credit.orders.buy.credits', money.creditCount(draft.credits), false],
    ...promotion,
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
            {translate(label, draft.promotion ? { title: draft.promotion.title, percent: draft.promotion.discountPercent } : {})}
          </Typography>
          <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 600 : undefined, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }} data-testid={label}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
