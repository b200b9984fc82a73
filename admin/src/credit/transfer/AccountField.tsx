import type { ReactElement } from 'react';
import { TextField } from '@mui/material';
import { AutocompleteInput, ReferenceInput, useTranslate } from 'react-admin';
import { NetworkAccountInput, userLabel } from '../AccountInputs';
import { BUYER_ROLES } from '../constants';
import { hasAnyRole } from '../../roles/hasAnyRole';
import { isRequired } from '../../validation/validators';
import type { Role } from '../../constants';

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
    // Staff accounts (the administrator's own included) hold no credits: shown, but not choosable.
    <ReferenceInput source={source} reference="users" sort={{ field: 'email', order: 'ASC' }}>
      <AutocompleteInput
        label={label}
        optionText={userLabel}
        filterToQuery={(q: string) => ({ q })}
        validate={isRequired}
        getOptionDisabled={(user) => !hasAnyRole((user as { roles?: Role[] }).roles, BUYER_ROLES)}
        helperText="credit.transfer.credit_accounts_hint"
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  ) : (
    <NetworkAccountInput source={source} label={label} validate={isRequired} directOnly helperText="credit.transfer.direct_children_hint" />
  );
};
