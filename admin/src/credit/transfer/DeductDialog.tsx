import { TextInput, useDataProvider } from 'react-admin';
import { useIdempotentSubmit } from '../../shared/idempotency';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { isRequired } from '../../validation/validators';
import { AccountField } from './AccountField';
import { AmountInput } from './AmountInput';
import { CreditCommandDialog } from '../CreditCommandDialog';

type DeductValues = { from: string; amount: number; reason: string };

interface DeductDialogProps {
  open: boolean;
  onClose: () => void;
  isAdmin: boolean;
  account?: { id: string; name: string };
}

/** Deduct credits from a sub-account, with a mandatory reason (administrators: from any account). */
export const DeductDialog = ({ open, onClose, isAdmin, account }: DeductDialogProps) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const deduct = useIdempotentSubmit((body: DeductValues, key: string) => dataProvider.deductCredits(body, key));
  return (
    <CreditCommandDialog<DeductValues>
      open={open}
      onClose={onClose}
      title="credit.deduct.title"
      submitLabel="credit.deduct.submit"
      successMessage="credit.deduct.done"
      defaultValues={account ? { from: account.id } : undefined}
      send={(values) => deduct({ from: account?.id ?? values.from, amount: values.amount, reason: values.reason.trim() })}
    >
      <AccountField source="from" label="credit.deduct.from" isAdmin={isAdmin} fixedName={account?.name} />
      <AmountInput label="credit.deduct.amount" />
      <TextInput source="reason" label="credit.deduct.reason" validate={isRequired} multiline minRows={2} fullWidth />
    </CreditCommandDialog>
  );
};
