import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isValidAmount } from '../../credit/amountRules';
import { useMoney } from '../../credit/money/useMoney';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../shared/errors';
import { priceChange } from '../../../../events/softwareOrders/price-change';
import type { SoftwareOrderView } from '../types';

/**
 * Admin (POST /api/order-software/update-price): the price of an order on request, charged at once
 * (a refusal stays on the order); or a paid order's new price, the difference charged or refunded,
 * with a confirmation that states it.
 */
export const PriceForm = ({ order, onPriced }: { order: SoftwareOrderView; onPriced: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useMoney();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [price, setPrice] = useState('');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const paid = order.payment === 'paid';
  const current = order.price ?? order.total;
  const valid = price !== '' && isValidAmount(price, {}, {}) === undefined && (!paid || Number(price) !== current);
  // What the server moves (the same rule): a lower price gives back at most what the dealer still has paid.
  const change = valid ? priceChange(current, Number(price), order.charged - order.refunded) : null;
  const difference = change ? Math.round(change.amount * 100) / 100 : 0;
  const confirm = () => {
    setPending(true);
    dataProvider.updateSoftwareOrderPrice({ id: order.id, price: Number(price) })
      .then(() => { notify(paid ? 'order_work.reprice.done' : 'software_orders.price_form.done', { type: 'success' }); setPrice(''); onPriced(); }, (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => { setPending(false); setOpen(false); });
  };
  const texts = paid
    ? { title: 'order_work.reprice.title', hint: 'order_work.reprice.hint', button: 'order_work.reprice.button', confirmTitle: 'order_work.reprice.confirm_title', content: change?.step === 'chargeDifference' ? 'order_work.reprice.charge' : 'order_work.reprice.refund' }
    : { title: 'software_orders.price_form.title', hint: 'software_orders.price_form.hint', button: 'software_orders.price_form.button', confirmTitle: 'software_orders.price_form.confirm_title', content: 'credit.confirm.text' };
  return (
    <Stack spacing={1.5} data-testid="price-form">
      <Typography variant="subtitle2">{translate(texts.title)}</Typography>
      {order.refusal && <Alert severity="warning">{translate('software_orders.price_form.refused', { reason: order.refusal })}</Alert>}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField size="small" name="price" label={translate('software_orders.price_form.price')} value={price} onChange={(event) => setPrice(event.target.value.trim())}
          error={price !== '' && !valid} helperText={price !== '' && !valid ? translate('credit.validation.valid_amount') : translate(texts.hint)} />
        <Button variant="contained" disabled={!valid || pending} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>{translate(texts.button)}</Button>
      </Stack>
      <Confirm isOpen={open} loading={pending} title={texts.confirmTitle} content={texts.content}
        translateOptions={{ price, from: money.credits(current), to: valid ? money.credits(Number(price)) : '', difference: money.credits(difference) }}
        confirm="credit.confirm.yes" onConfirm={confirm} onClose={() => setOpen(false)} />
    </Stack>
  );
};
