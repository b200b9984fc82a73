import { LoadingBar } from '../../shared/LoadingBar';
import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../../layout/AdminLink';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { screenErrorText } from '../../shared/errors';
import { useCountryCode } from '../../vehicleSearch/useCountryCode';
import { PricePanel } from '../checkout/PricePanel';
import { missingForPayment, quoteBody } from '../draft/draftBody';
import { DRAFT_KEYS } from '../draft/draftStore';
import { useOrderDraft } from '../draft/useOrderDraft';
import { useQuote } from '../draft/useQuote';
import { ExtrasStep } from '../order/ExtrasStep';
import { MissingList } from '../order/MissingList';
import { OrderSection } from '../order/OrderSection';
import { OrderStep } from '../order/OrderStep';
import { useAllowedOrderTypes } from '../order/useOrderSections';
import { useVehicleOffers } from '../order/useVehicleOffers';
import { VehicleSummary } from '../order/VehicleSummary';
import type { StockFiles } from '../types';
import { StockResults } from './StockResults';
import { TunedInStock } from '../../filesSection/TunedInStock';
import { StockSearchForm, type StockQuery } from './StockSearchForm';

type Search = { status: 'idle' } | { status: 'searching' } | { status: 'failed'; message: string } | { status: 'done'; answer: StockFiles };

/**
 * /order-software-file (spec section 2): an order from a stock read. The dealer describes the read
 * it has (unit, hardware number, software version, tool), picks one of the matching stock reads
 * (files/find-files) and chooses type, stage, options and extras as on the order screen; the order
 * names the stock read instead of an upload, and /checkout-file pays it. A stock read tunes its
 * own unit only (ECU for an ECU read, DSG for a TCU read), on the vehicle it was ordered for.
 */
export const OrderSoftwareFilePage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const alpha2 = useCountryCode();
  const { draft, change } = useOrderDraft(DRAFT_KEYS.file);
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const offers = useVehicleOffers(draft.stock ? draft.vehicle?.id ?? null : null, alpha2, draft.gearbox);
  const families = offers.data?.message.tuning[0]?.dsg ?? [];
  const { quote, error, loading } = useQuote(draft.stock ? quoteBody(draft) : null);
  const section = useAllowedOrderTypes();
  const unitType = draft.stock?.unit === 'TCU' ? 'DSG' : 'ECU';
  const allowed = section.allowed.filter((type) => type === unitType);
  const missing = draft.stock ? missingForPayment(draft) : [];
  const ready = draft.stock !== null && missing.length === 0 && quote !== null && quote.allowed;

  const find = ({ unit, body }: StockQuery) => {
    setSearch({ status: 'searching' });
    dataProvider.findStockFiles(unit, body).then(
      (answer) => setSearch({ status: 'done', answer }),
      (failure: unknown) => setSearch({ status: 'failed', message: screenErrorText(failure) }),
    );
  };

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' }, alignItems: 'start' }}>
      <Title title="software_orders.stock.title" />
      <Stack spacing={2}>
        <OrderSection step={1} title="software_orders.stock.find">
          <Stack spacing={2}>
            <StockSearchForm onSearch={find} searching={search.status === 'searching'} />
            {search.status === 'searching' && <LoadingBar />}
            {search.status === 'failed' && <Alert severity="error">{search.message}</Alert>}
            {search.status === 'done' && <TunedInStock tuned={search.answer.tuned} />}
            {search.status === 'done' && (
              <StockResults
                files={search.answer.stock}
                chosen={draft.stock?.sha256 ?? null}
                onChoose={(file) => change({
                  type: 'stock',
                  stock: { unit: file.unit === 'TCU' ? 'TCU' : 'ECU', sha256: file.sha256, size: file.size, name: file.name, hardwareNumber: file.hardwareNumber, softwareVersion: file.softwareVersion, tool: file.tool },
                  vehicle: { id: file.vehicleId, make: file.make, model: file.model, generation: '', engine: file.engine },
                })}
              />
            )}
          </Stack>
        </OrderSection>
        {draft.stock && draft.vehicle && (
          <>
            <OrderSection step={2} title="software_orders.steps.vehicle">
              <VehicleSummary
                vehicle={{ ...draft.vehicle, generation: offers.data?.message.tuning[0]?.generation ?? draft.vehicle.generation }}
                gearbox={draft.gearbox} families={families} loading={offers.loading}
                onGearbox={draft.type === 'DSG' ? (gearbox) => change({ type: 'gearbox', gearbox }) : undefined}
              />
            </OrderSection>
            <OrderSection step={3} title="software_orders.steps.order">
              {!section.loading && allowed.length === 0
                ? <Alert severity="info" data-testid="no-order-section">{translate('software_orders.section.none_for_unit', { type: unitType })}</Alert>
                : <OrderStep draft={draft} change={change} offers={offers.data} loading={offers.loading} error={offers.error} families={families} allowed={allowed} />}
            </OrderSection>
            <OrderSection step={4} title="software_orders.steps.extras"><ExtrasStep draft={draft} change={change} /></OrderSection>
          </>
        )}
      </Stack>
      <PricePanel draft={draft} quote={quote} loading={loading} error={error}>
        {draft.stock ? <MissingList missing={missing} /> : null}
        <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} disabled={!ready} onClick={() => navigate(adminPath('/checkout-file'))}>
          {translate('software_orders.order.to_checkout')}
        </Button>
      </PricePanel>
    </Box>
  );
};
