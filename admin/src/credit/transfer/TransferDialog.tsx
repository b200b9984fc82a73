import { TextInput, useDataProvider } from 'react-admin';
import { useIdempotentSubmit } from '../../shared/idempotency';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { AccountCommandDialog, type AccountCommandDialogProps } from './AccountCommandDialog';

type TransferValues = { to: string; amount: number; description?: string | null };

/** Transfer credits to a direct sub-account (administrators: to any account, from the house). */
export const TransferDialog = (props: AccountCommandDialogProps) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const transfer = useIdempotentSubmit((body: TransferValues, key: string) => dataProvider.transferCredits(body, key));
  return (
    <AccountCommandDialog<TransferValues> {...props} command="transfer" source="to" send={(values, to) => transfer({ to, amount: values.amount, description: values.description?.trim() || null })}>
      <TextInput source="description" label="credit.transfer.description" multiline minRows={2} fullWidth />
    </AccountCommandDialog>
  );
};
