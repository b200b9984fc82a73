import { useState } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useLoad } from '../../shared/useLoad';
import { SectionCard } from '../../profile/SectionCard';
import { OrderCreditForm } from './OrderCreditForm';
import { PriceListCard } from './PriceListCard';

/** /order-credit: buy credits at the applicable price table, with the payment method's fee shown live. */
export const OrderCreditPage = () => {
  const translate = useTranslate();
  const prices = useLoad('prices', (provider) => provider.getBuyingPrices());
  const permissions = useLoad('can-buy-sale', (provider) => provider.canBuySale());
  const rows = prices.data?.priceList ?? [];
  // Starts empty: a suggested package in the field had the buyer's digits appended to it (10 then 500 made 10,500).
  const [credits, setCredits] = useState('');
  const cannotBuy = permissions.data?.canBuy === false;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="credit.orders.buy.title" />
      {cannotBuy && <Alert severity="warning">{translate('credit.server.cannot_buy')}</Alert>}
      {prices.data && rows.length === 0 && <Alert severity="info">{translate('credit.server.no_price_list')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <SectionCard title="credit.orders.buy.form_title">
          <OrderCreditForm credits={credits} onCreditsChange={setCredits} disabled={cannotBuy || rows.length === 0} />
        </SectionCard>
        <PriceListCard rows={rows} onPick={(picked) => setCredits(String(picked))} />
      </Box>
    </Stack>
  );
};
