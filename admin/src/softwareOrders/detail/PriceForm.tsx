import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isValidAmount } from '../../credit/amountRules';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../shared/errors';
import type { SoftwareOrderView } from '../types';

/** Admin: the price of an order on request (POST /api/order-software/update-price); the dealer is charged at once, or the refusal stays on the order. */
export const PriceForm = ({ order, onPriced }: { order: SoftwareOrderView; onPriced: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [price, setPrice] = useState('');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const valid = price !== '' && isValidAmount(price, {}, {}) === undefined;
  const confirm = () => {
    setPending(true);
    dataProvider.updateSoftwareOrderPrice({ id: order.id, price: Number(price) })
      .then(() => { notify('software_orders.price_form.done', { type: 'success' }); setPrice(''); onPriced(); }, (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => { setPending(false); setOpen(false); });
  };
  return (
    <Stack spacing={1.5} data-testid="price-form">
      <Typography variant="subtitle2">{translate('software_orders.price_form.title')}</Typography>
      {order.refusal && <Alert severity="warning">{translate('software_orders.price_form.refused', { reason: order.refusal })}</Alert>}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField size="small" name="price" label={translate('software_orders.price_form.price')} value={price} onChange={(event) => setPrice(event.target.value.trim())}
          error={price !== '' && !valid} helperText={price !== '' && !valid ? translate('credit.validation.valid_amount') : translate('software_orders.price_form.hint')} />
        <Button variant="contained" disabled={!valid || pending} onClick={() => setOpen(true)}>{translate('software_orders.price_form.button')}</Button>
      </Stack>
      <Confirm isOpen={open} loading={pending} title="software_orders.price_form.confirm_title" content="credit.confirm.text"
        translateOptions={{ price }} confirm="credit.confirm.yes" onConfirm={confirm} onClose={() => setOpen(false)} />
    </Stack>
  );
};
