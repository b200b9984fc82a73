import { TextInput, useDataProvider } from 'react-admin';
import { useIdempotentSubmit } from '../../shared/idempotency';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { AccountField } from './AccountField';
import { AmountInput } from './AmountInput';
import { CreditCommandDialog } from '../CreditCommandDialog';

type TransferValues = { to: string; amount: number; description?: string | null };

interface TransferDialogProps {
  open: boolean;
  onClose: () => void;
  isAdmin: boolean;
  /** Transfer to this account, not chosen in the form. */
  account?: { id: string; name: string };
}

/** Transfer credits to a direct sub-account (administrators: to any account, from the house). */
export const TransferDialog = ({ open, onClose, isAdmin, account }: TransferDialogProps) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const transfer = useIdempotentSubmit((body: TransferValues, key: string) => dataProvider.transferCredits(body, key));
  return (
    <CreditCommandDialog<TransferValues>
      open={open}
      onClose={onClose}
      title="credit.transfer.title"
      submitLabel="credit.transfer.submit"
      successMessage="credit.transfer.done"
      defaultValues={account ? { to: account.id } : undefined}
      send={(values) => transfer({ to: account?.id ?? values.to, amount: values.amount, description: values.description?.trim() || null })}
    >
      <AccountField source="to" label="credit.transfer.to" isAdmin={isAdmin} fixedName={account?.name} />
      <AmountInput label="credit.transfer.amount" />
      <TextInput source="description" label="credit.transfer.description" multiline minRows={2} fullWidth />
    </CreditCommandDialog>
  );
};
