import { NumberInput, SelectInput, TextInput, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isValidAmount, wholeCreditsRules } from '../../credit/amountRules';
import { CreditCommandDialog } from '../../credit/CreditCommandDialog';
import { PAYMENT_FEES, type PaymentMethod } from '../../credit/constants';
import { useIdempotentSubmit } from '../../shared/idempotency';
import { AccountField } from '../../credit/transfer/AccountField';
import { adminPath } from '../../layout/AdminLink';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { usePaymentMethodName } from '../PaymentMethodField';
import type { OfferBody } from '../types';

type OfferValues = { buyerId?: string; credits?: number; price?: number | null; paymentMethod?: PaymentMethod; description?: string };

interface OfferDialogProps {
  onClose: () => void;
  isAdmin: boolean;
  /** Offer to this account, not chosen in the form. */
  buyer?: { id: string; name: string };
}

/**
 * A seller offers credits to one of its direct sub-accounts (Admin: to anyone, from the house); the
 * buyer accepts the offer on its order page. Without a price the seller's price table applies.
 */
export const OfferDialog = ({ onClose, isAdmin, buyer }: OfferDialogProps) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const navigate = useNavigate();
  const methodName = usePaymentMethodName();
  const offer = useIdempotentSubmit((body: OfferBody, key: string) => dataProvider.offerCreditOrder(body, key));
  // A distributor or dealer is paid by bank transfer into its own account (events/payments/fees.ts); the house takes every method.
  const methods = (isAdmin ? Object.keys(PAYMENT_FEES) : ['bank_transfer']).map((method) => ({ id: method, name: methodName(method) }));
  return (
    <CreditCommandDialog<OfferValues>
      open
      onClose={onClose}
      title="credit.orders.offer.title"
      submitLabel="credit.orders.offer.submit"
      successMessage="credit.orders.offer.sent"
      defaultValues={{ buyerId: buyer?.id, paymentMethod: 'bank_transfer' }}
      send={async (values) => {
        const order = await offer({
          buyerId: buyer?.id ?? values.buyerId ?? '',
          credits: Number(values.credits),
          price: values.price === null || values.price === undefined || String(values.price) === '' ? null : Number(values.price),
          paymentMethod: values.paymentMethod ?? 'bank_transfer',
          description: values.description?.trim() || null,
        });
        navigate(adminPath(`/credit-order-admin-view/${order.id}`));
      }}
    >
      <AccountField source="buyerId" label="credit.orders.offer.buyer" isAdmin={isAdmin} fixedName={buyer?.name} />
      <NumberInput source="credits" label="credit.orders.fields.credits" validate={wholeCreditsRules} min={1} step={1} fullWidth />
      <NumberInput source="price" label="credit.orders.fields.price_eur" helperText="credit.orders.offer.price_help" validate={isValidAmount} min={0} fullWidth />
      <SelectInput source="paymentMethod" label="credit.orders.fields.paymentMethod" choices={methods} translateChoice={false} fullWidth />
      <TextInput source="description" label="credit.orders.fields.description" multiline fullWidth />
    </CreditCommandDialog>
  );
};
