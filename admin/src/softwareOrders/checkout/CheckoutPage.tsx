import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useRefreshBalance } from '../../credit/balance/useRefreshBalance';
import { adminPath } from '../../layout/AdminLink';
import { missingForPayment, quoteBody } from '../draft/draftBody';
import { clearDraft, DRAFT_KEYS, type DraftKey } from '../draft/draftStore';
import { useOrderDraft } from '../draft/useOrderDraft';
import { useQuote } from '../draft/useQuote';
import { DraftSummary } from './DraftSummary';
import { PayButton } from './PayButton';
import { PricePanel } from './PricePanel';

/**
 * /checkout and /checkout-file (spec section 2 "Shopping"): the pay step as its own route. Our
 * reading: it pays the draft its order screen keeps in the tab's session (order-software for
 * /checkout, order-software-file, the order from a stock file, for /checkout-file), shows what is
 * paid and the price again, and the Pay button places the order and opens it.
 */
export const CheckoutPage = ({ draftKey = DRAFT_KEYS.order, orderPath = '/order-software' }: { draftKey?: DraftKey; orderPath?: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refreshBalance = useRefreshBalance();
  const { draft } = useOrderDraft(draftKey);
  const { quote, error, loading, replace, reload } = useQuote(quoteBody(draft), 0);
  const payable = missingForPayment(draft).length === 0;
  const back = (
    <Button component={Link} to={adminPath(orderPath)} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {translate('software_orders.checkout.back')}
    </Button>
  );
  if (!payable) {
    return (
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Title title="software_orders.checkout.title" />
        <Alert severity="info">{translate('software_orders.checkout.nothing')}</Alert>
        {back}
      </Stack>
    );
  }
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' }, alignItems: 'start' }}>
      <Title title="software_orders.checkout.title" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">{translate('software_orders.checkout.heading')}</Typography>
        <DraftSummary draft={draft} />
        {back}
      </Stack>
      <PricePanel draft={draft} quote={quote} loading={loading} error={error}>
        <PayButton
          draft={draft}
          quote={quote}
          onQuote={replace}
          onRefused={reload}
          onPaid={(order) => {
            clearDraft(draftKey);
            void refreshBalance(true);
            navigate(adminPath(`/order-detail/${order.id}`));
          }}
        />
      </PricePanel>
    </Box>
  );
};
