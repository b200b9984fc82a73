import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../../layout/AdminLink';
import { PageSkeleton } from '../../shared/LoadingSkeleton';
import { useCountryCode } from '../../vehicleSearch/useCountryCode';
import { missingForPayment, quoteBody } from '../draft/draftBody';
import { DRAFT_KEYS } from '../draft/draftStore';
import { useOrderDraft } from '../draft/useOrderDraft';
import { useQuote } from '../draft/useQuote';
import { PricePanel } from '../checkout/PricePanel';
import { ExtrasStep } from './ExtrasStep';
import { MissingList } from './MissingList';
import { OrderSection } from './OrderSection';
import { OrderStep } from './OrderStep';
import { ReadUploads } from './ReadUploads';
import { useAllowedOrderTypes } from './useOrderSections';
import { useVehicleOffers } from './useVehicleOffers';
import { VehicleStep } from './VehicleStep';

/**
 * /order-software (spec sections 2 and 4): the dealer's order draft, step by step, with its price
 * quoted by the server as it changes; the checkout (/checkout) pays it.
 */
export const OrderSoftwarePage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const alpha2 = useCountryCode();
  const { draft, change } = useOrderDraft(DRAFT_KEYS.order);
  const offers = useVehicleOffers(draft.vehicle?.id ?? null, alpha2, draft.gearbox);
  const families = offers.data?.message.tuning[0]?.dsg ?? [];
  const { quote, error, loading } = useQuote(quoteBody(draft));
  const section = useAllowedOrderTypes();
  const missing = missingForPayment(draft);
  const ready = missing.length === 0 && quote !== null && quote.allowed;
  // Starting over also empties the steps' own state (upload messages, the search dropdowns).
  const [round, setRound] = useState(0);
  const restart = () => {
    change({ type: 'restart' });
    setRound((n) => n + 1);
  };

  if (section.loading || section.error || section.allowed.length === 0) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="software_orders.order.title" />
        {section.loading && <PageSkeleton />}
        {section.error && <Alert severity="error">{translate(section.error, { _: section.error })}</Alert>}
        {!section.loading && !section.error && <Alert severity="info" data-testid="no-order-section">{translate('software_orders.section.none')}</Alert>}
      </Box>
    );
  }

  return (
    // minmax(0, …): a long file name or a stage row never widens the column past the phone's screen.
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' }, alignItems: 'start' }}>
      <Title title="software_orders.order.title" />
      <Stack spacing={2} key={round}>
        <OrderSection step={1} title="software_orders.steps.files"><ReadUploads draft={draft} change={change} /></OrderSection>
        <OrderSection step={2} title="software_orders.steps.vehicle">
          <VehicleStep draft={draft} change={change} alpha2={alpha2} families={families} offersLoading={offers.loading} />
        </OrderSection>
        <OrderSection step={3} title="software_orders.steps.order">
          <OrderStep draft={draft} change={change} offers={offers.data} loading={offers.loading} error={offers.error} families={families} allowed={section.allowed} />
        </OrderSection>
        <OrderSection step={4} title="software_orders.steps.extras"><ExtrasStep draft={draft} change={change} /></OrderSection>
      </Stack>
      <PricePanel draft={draft} quote={quote} loading={loading} error={error}>
        <MissingList missing={missing} />
        <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} disabled={!ready} onClick={() => navigate(adminPath('/checkout'))}>
          {translate('software_orders.order.to_checkout')}
        </Button>
        <Button size="small" startIcon={<RestartAltIcon />} onClick={restart} sx={{ alignSelf: 'flex-start' }}>
          {translate('software_orders.order.restart')}
        </Button>
      </PricePanel>
    </Box>
  );
};
