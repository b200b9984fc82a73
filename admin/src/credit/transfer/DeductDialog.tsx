import { TextInput, useDataProvider } from 'react-admin';
import { useIdempotentSubmit } from '../../shared/idempotency';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { isRequired } from '../../validation/validators';
import { AccountCommandDialog, type AccountCommandDialogProps } from './AccountCommandDialog';

type DeductValues = { from: string; amount: number; reason: string };

/** Deduct credits from a sub-account, with a mandatory reason (administrators: from any account). */
export const DeductDialog = (props: AccountCommandDialogProps) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const deduct = useIdempotentSubmit((body: DeductValues, key: string) => dataProvider.deductCredits(body, key));
  return (
    <AccountCommandDialog<DeductValues> {...props} command="deduct" source="from" send={(values, from) => deduct({ from, amount: values.amount, reason: values.reason.trim() })}>
      <TextInput source="reason" label="credit.deduct.reason" validate={isRequired} multiline minRows={2} fullWidth />
    </AccountCommandDialog>
  );
};
