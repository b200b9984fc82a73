import { useState } from 'react';
import { Button } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { CreditCommandDialog } from '../../credit/CreditCommandDialog';
import { useIdempotentSubmit } from '../../shared/idempotency';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { CreditOrder } from '../types';
import { useMayOpen } from '../../roles/useMayOpen';

/** Cancels the order, with an optional reason (buyer before paying; seller or Admin until confirmation). */
export const CancelOrderButton = ({ order }: { order: CreditOrder }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [open, setOpen] = useState(false);
  const mayOpen = useMayOpen();
  const cancel = useIdempotentSubmit((body: { reason: string | null }, key: string) => dataProvider.cancelCreditOrder(order.id, body, key));
  // The server reads a cancellation as "buy credits" for a sub-user, seller side included (sub-user-routes).
  if (!mayOpen({ permission: 'credits.buy_credits' })) return null;
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<CancelIcon />} onClick={() => setOpen(true)}>
        {translate('credit.orders.actions.cancel')}
      </Button>
      {open && (
        <CreditCommandDialog<{ reason?: string }>
          open
          onClose={() => setOpen(false)}
          title="credit.orders.actions.cancel_title"
          submitLabel="credit.orders.actions.cancel"
          closeLabel="credit.orders.actions.keep"
          successMessage="credit.orders.actions.cancelled"
          send={(values) => cancel({ reason: values.reason?.trim() || null })}
        >
          <TextInput source="reason" label="credit.orders.fields.reason" multiline minRows={2} fullWidth />
        </CreditCommandDialog>
      )}
    </>
  );
};
