import type { ReactElement } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NetworkAccountInput, UserAccountInput } from '../credit/AccountInputs';
import { isRequired } from '../validation/validators';

interface AccountFieldProps {
  source: 'to' | 'from' | 'buyerId';
  label: string;
  isAdmin: boolean;
  /** The account is fixed (an action on one account's row): shown, not chosen. */
  fixedName?: string;
}

/**
 * The other account of a transfer or deduction: administrators choose any account, a distributor or
 * dealer one of its direct sub-accounts (CONTRACT.md).
 */
export const AccountField = ({ source, label, isAdmin, fixedName }: AccountFieldProps): ReactElement => {
  const translate = useTranslate();
  if (fixedName) return <TextField label={translate(label)} value={fixedName} fullWidth margin="dense" slotProps={{ input: { readOnly: true } }} />;
  return isAdmin ? (
    <UserAccountInput source={source} label={label} validate={isRequired} />
  ) : (
    <NetworkAccountInput source={source} label={label} validate={isRequired} directOnly helperText="credit.transfer.direct_children_hint" />
  );
};
