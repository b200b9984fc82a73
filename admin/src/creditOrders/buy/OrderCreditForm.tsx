import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { wholeCreditsOrNull } from '../../credit/amountRules';
import { useNavigate } from 'react-router-dom';
import { useRefreshBalance } from '../../credit/balance/useRefreshBalance';
import { MAX_CREDIT_ORDER_CREDITS, type PaymentMethod } from '../../credit/constants';
import { useIdempotentSubmit } from '../../shared/idempotency';
import { useLoad } from '../../shared/useLoad';
import { AmountField } from '../../fields';
import { useMoney } from '../../credit/money/useMoney';
import { errorMessage } from '../../shared/errors';
import { MessageAlert } from '../../layout/FormFeedback';
import { adminPath } from '../../layout/AdminLink';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { usePaymentMethodName } from '../PaymentMethodField';
import type { PlaceOrderBody } from '../types';
import { ConfirmOrderDialog } from './ConfirmOrderDialog';
import { FeePreview } from './FeePreview';
import { usePaymentDraft } from './usePaymentDraft';

/**
 * Buy credits: how many, how to pay (with each method's fee), the live fee preview, then place after
 * a confirmation that states the server's quote (ConfirmOrderDialog).
 */
export const OrderCreditForm = ({ credits, onCreditsChange, disabled }: { credits: string; onCreditsChange: (value: string) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const methodName = usePaymentMethodName();
  const money = useMoney();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refreshBalance = useRefreshBalance();
  const [method, setMethod] = useState<PaymentMethod | undefined>(undefined);
  // Buy from the portal rather than the selling parent: offered when the parent cannot deliver (events/creditOrders/seller.ts).
  const [fromHouse, setFromHouse] = useState(false);
  const [description, setDescription] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = wholeCreditsOrNull(credits);
  const preview = usePaymentDraft(amount, method, fromHouse);
  const paid = useLoad('credit-orders:paid', (provider) => provider.getPaidPurchases());
  const methods = preview.draft?.paymentMethods ?? [];
  const chosen = method ?? preview.draft?.paymentMethod;
  const chosenMethod = methods.find((m) => m.method === chosen);
  const sellerShort = preview.draft?.sellerCanCover === false;
  // The quote of exactly what is typed and chosen: the confirmation states it and the order sends it.
  const quote = preview.draft && !preview.loading && preview.draft.credits === amount && preview.draft.paymentMethod === chosen ? preview.draft : null;
  const switchSeller = (house: boolean) => {
    setFromHouse(house);
    setMethod(undefined); // the methods depend on the seller
  };
  const place = useIdempotentSubmit((body: PlaceOrderBody, key: string) => dataProvider.placeCreditOrder(body, key));

  const submit = async () => {
    if (!quote) return;
    setPending(true);
    setError(null);
    try {
      const order = await place({ credits: quote.credits, paymentMethod: quote.paymentMethod, description: description.trim() || null, ...(fromHouse ? { fromHouse } : {}) });
      notify('credit.orders.buy.placed', { type: 'success', messageArgs: { number: order.number } });
      await refreshBalance(true);
      navigate(adminPath(`/credit-order-detail/${order.id}`));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={2}>
      <MessageAlert message={error} />
      <AmountField
        label={translate('credit.orders.buy.credits')}
        name="credits"
        value={credits}
        onChange={onCreditsChange}
        required
        disabled={disabled}
        error={credits !== '' && amount === null}
        helperText={credits !== '' && amount === null ? translate('credit.validation.valid_amount') : translate('credit.orders.buy.credits_help', { max: money.count(MAX_CREDIT_ORDER_CREDITS) })}
      />
      <TextField
        select
        label={translate('credit.orders.fields.paymentMethod')}
        name="paymentMethod"
        value={methods.some((m) => m.method === chosen) ? chosen : ''}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        disabled={disabled || methods.length === 0}
        helperText={amount === null ? translate('credit.orders.buy.method_after_credits') : undefined}
      >
        {methods.map((m) => (
          <MenuItem key={m.method} value={m.method}>
            {translate('credit.orders.buy.method_with_fee', { method: methodName(m.method), fee: money.percent(m.feePercent) })}
          </MenuItem>
        ))}
      </TextField>
      {chosenMethod && (
        <Alert severity="info" data-testid="how-to-pay">
          {translate(chosenMethod.online ? 'credit.orders.buy.pays_online' : preview.draft?.sellerId === 'house' ? 'credit.orders.buy.pays_house_transfer' : 'credit.orders.buy.pays_seller_transfer')}
        </Alert>
      )}
      {sellerShort && !fromHouse && (
        <Alert
          severity="warning"
          data-testid="seller-short"
          action={
            <Button color="inherit" size="small" onClick={() => switchSeller(true)}>
              {translate('credit.orders.buy.from_house')}
            </Button>
          }
        >
          {translate('credit.orders.buy.seller_short')}
        </Alert>
      )}
      {fromHouse && (
        <Alert
          severity="info"
          data-testid="from-house"
          action={
            <Button color="inherit" size="small" onClick={() => switchSeller(false)}>
              {translate('credit.orders.buy.from_parent')}
            </Button>
          }
        >
          {translate('credit.orders.buy.buying_from_house')}
        </Alert>
      )}
      <TextField label={translate('credit.orders.fields.description')} name="description" value={description} onChange={(event) => setDescription(event.target.value)} multiline disabled={disabled} />
      <FeePreview draft={amount === null ? null : preview.draft} error={amount === null ? null : preview.error} loading={preview.loading} />
      <Button
        variant="contained"
        size="large"
        startIcon={<ShoppingCartCheckoutIcon />}
        disabled={disabled || pending || !quote || sellerShort}
        onClick={() => setConfirming(true)}
      >
        {translate('credit.orders.buy.submit')}
      </Button>
      {confirming && quote && (
        <ConfirmOrderDialog draft={quote} paidPurchases={paid.data?.map((order) => order.credits) ?? []} pending={pending} onPlace={submit} onClose={() => setConfirming(false)} />
      )}
    </Stack>
  );
};
