import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import EditIcon from '@mui/icons-material/Edit';
import { NumberInput, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { CreditCommandDialog } from '../../credit/CreditCommandDialog';
import { PAYMENT_FEES } from '../../credit/constants';
import { useIdempotentSubmit } from '../../shared/idempotency';
import { typedOrKept } from '../../fields';
import { isValidAmount, isWholeCredits } from '../../credit/amountRules';
import { useMoney } from '../../credit/money/useMoney';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { usePaymentMethodName } from '../PaymentMethodField';
import type { CreditOrder, TermsBody } from '../types';
import { CancelOrderButton } from './CancelOrderButton';
import { useMayOpen } from '../../roles/useMayOpen';

type ConfirmValues = { amount?: number | string | null; reference?: string };
type TermsValues = { credits?: number | string | null; price?: number | string | null; paymentMethod?: TermsBody['paymentMethod']; description?: string | null };

/**
 * Seller and Admin: confirm a payment (all that is due, or a part), change the terms, cancel. The
 * amounts start empty, the current value said beside them: a field pre-filled with 90 or 100 had
 * the typed digits appended (100 then 500 made 100,500 credits); empty keeps what the order says.
 */
export const SellerActions = ({ order }: { order: CreditOrder }) => {
  const translate = useTranslate();
  const money = useMoney();
  const methodName = usePaymentMethodName();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [open, setOpen] = useState<'confirm' | 'terms' | null>(null);
  // A sub-user confirms payments and changes terms with its "send offer, confirm payment" switch (issue 13).
  const mayConfirm = useMayOpen()({ permission: 'credits.send_offer_confirm_payment' });
  const confirmPayment = useIdempotentSubmit((body: { amount: number | null; reference: string | null }, key: string) => dataProvider.confirmPayment(order.id, body, key));
  const changeTerms = useIdempotentSubmit((body: TermsBody, key: string) => dataProvider.updateCreditOrder(order.id, body, key));
  const open_ = order.status !== 'Cancelled' && order.status !== 'Payment confirmed (admin)';
  const termsOpen = (order.status === 'Offer' || order.status === 'New') && order.paidAmount === 0;
  // A selling parent is paid by bank transfer only (events/payments/fees.ts); the house takes every method.
  const methods = (order.sellerId === 'house' ? Object.keys(PAYMENT_FEES) : ['bank_transfer']).map((method) => ({ id: method, name: methodName(method) }));
  if (!open_) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {order.status !== 'Offer' && mayConfirm && (
        <Button variant="contained" color="success" startIcon={<PaymentsIcon />} onClick={() => setOpen('confirm')}>
          {translate('credit.orders.actions.confirm_payment')}
        </Button>
      )}
      {termsOpen && mayConfirm && (
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setOpen('terms')}>
          {translate('credit.orders.actions.change_terms')}
        </Button>
      )}
      <CancelOrderButton order={order} />
      {open === 'confirm' && (
        <CreditCommandDialog<ConfirmValues>
          open
          onClose={() => setOpen(null)}
          title="credit.orders.actions.confirm_payment"
          submitLabel="credit.orders.actions.confirm_payment"
          successMessage="credit.orders.actions.payment_confirmed"
          send={(values) => confirmPayment({ amount: typedOrKept(values.amount, null), reference: values.reference?.trim() || null })}
        >
          <NumberInput
            source="amount"
            label="credit.orders.fields.received_amount"
            helperText={translate('credit.orders.actions.partial_help', { due: money.eur(order.dueAmount) })}
            validate={isValidAmount}
            min={0}
            fullWidth
          />
          <TextInput source="reference" label="credit.orders.fields.transfer_reference" fullWidth />
        </CreditCommandDialog>
      )}
      {open === 'terms' && (
        <CreditCommandDialog<TermsValues>
          open
          onClose={() => setOpen(null)}
          title="credit.orders.actions.change_terms"
          submitLabel="ra.action.save"
          successMessage="credit.orders.actions.terms_changed"
          defaultValues={{ paymentMethod: order.paymentMethod, description: order.description }}
          send={(values) =>
            changeTerms({
              credits: typedOrKept(values.credits, undefined),
              price: typedOrKept(values.price, undefined),
              paymentMethod: values.paymentMethod,
              description: values.description?.trim() || null,
            })
          }
        >
          <NumberInput source="credits" label="credit.orders.fields.credits" helperText={translate('credit.orders.actions.keep_credits', { credits: money.creditCount(order.credits) })} validate={isWholeCredits} min={1} step={1} fullWidth />
          <NumberInput source="price" label="credit.orders.fields.price_eur" helperText={translate('credit.orders.actions.keep_price', { price: money.eur(order.price) })} validate={isValidAmount} min={0} fullWidth />
          <SelectInput source="paymentMethod" label="credit.orders.fields.paymentMethod" choices={methods} translateChoice={false} fullWidth />
          <TextInput source="description" label="credit.orders.fields.description" multiline fullWidth />
        </CreditCommandDialog>
      )}
    </Stack>
  );
};
