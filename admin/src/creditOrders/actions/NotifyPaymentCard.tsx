import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { CreditCommandDialog } from '../../credit/CreditCommandDialog';
import { useIdempotentSubmit } from '../../shared/idempotency';
import { useMoney } from '../../credit/money/useMoney';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { CreditOrder } from '../types';
import { useMayOpen } from '../../roles/useMayOpen';

/**
 * The bank-transfer path: what to transfer, to whom and with which reference, then "I have paid"
 * (POST notify-payment) so the seller knows to look for the money.
 */
export const NotifyPaymentCard = ({ order }: { order: CreditOrder }) => {
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [open, setOpen] = useState(false);
  const mayNotify = useMayOpen()({ permission: 'credits.buy_credits' }); // a sub-user's "buy credits" switch
  const notifyPaid = useIdempotentSubmit((body: { reference: string | null }, key: string) => dataProvider.notifyPayment(order.id, body, key));
  const fromHouse = order.sellerId === 'house';
  // The house's is the business's legal name from the invoice settings (the server names it), never the product's.
  const beneficiary = order.sellerName ?? '';
  const notified = order.status === 'Payment confirmed customer';
  const [bankDetails, setBankDetails] = useState<{ name: string; details: string }[]>([]);
  useEffect(() => {
    // Only the house publishes bank details; a selling parent gives its own to its sub-accounts.
    if (order.sellerId === 'house') dataProvider.getPaymentDetails().then(setBankDetails, () => setBankDetails([]));
  }, [dataProvider, order.sellerId]);
  return (
    <Alert severity={notified ? 'success' : 'info'} icon={false} data-testid="bank-details">
      <AlertTitle>{translate('credit.orders.bank.title')}</AlertTitle>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mb: 1 }}>
        <Typography variant="body2">{translate('credit.orders.bank.amount')}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {money.price(order.dueAmount)}
        </Typography>
        <Typography variant="body2">{translate('credit.orders.bank.beneficiary')}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {beneficiary}
        </Typography>
        <Typography variant="body2">{translate('credit.orders.bank.reference')}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('credit.orders.bank.reference_value', { number: order.number })}
        </Typography>
        {!fromHouse && order.sellerEmail && (
          <>
            <Typography variant="body2">{translate('credit.orders.bank.contact')}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <a href={`mailto:${order.sellerEmail}`}>{order.sellerEmail}</a>
            </Typography>
          </>
        )}
        {bankDetails.map((detail) => (
          <Box key={detail.name} sx={{ display: 'contents' }}>
            <Typography variant="body2">{detail.name}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>
              {detail.details}
            </Typography>
          </Box>
        ))}
      </Box>
      {!fromHouse && !notified && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('credit.orders.bank.seller_details', { seller: beneficiary })}
        </Typography>
      )}
      {fromHouse && bankDetails.length === 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('credit.orders.bank.no_details')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(notified ? 'credit.orders.bank.notified' : 'credit.orders.bank.help')}
      </Typography>
      {!notified && mayNotify && (
        <Button variant="contained" startIcon={<DoneAllIcon />} onClick={() => setOpen(true)}>
          {translate('credit.orders.actions.notify')}
        </Button>
      )}
      {open && (
        <CreditCommandDialog<{ reference?: string }>
          open
          onClose={() => setOpen(false)}
          title="credit.orders.actions.notify"
          submitLabel="credit.orders.actions.notify"
          successMessage="credit.orders.actions.notified"
          send={(values) => notifyPaid({ reference: values.reference?.trim() || null })}
        >
          <TextInput source="reference" label="credit.orders.fields.transfer_reference" helperText="credit.orders.bank.reference_help" fullWidth />
        </CreditCommandDialog>
      )}
    </Alert>
  );
};
