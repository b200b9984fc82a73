import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { networkLabel, useNetwork } from '../AccountInputs';
import type { NetworkAccount } from '../types';

// A select shows an empty value as blank: the own account gets a value of its own.
const OWN = 'own';

/**
 * A distributor or dealer reads its own statement or that of an account below it (the API allows
 * both, api/CONTRACT.md "Finance audit"); shown only when there is an account below.
 */
export const NetworkStatementPicker = ({ value, onChange }: { value: string | undefined; onChange: (account: NetworkAccount | null) => void }) => {
  const translate = useTranslate();
  const { accounts } = useNetwork();
  if (accounts.length === 0) return null;
  return (
    <TextField select size="small" fullWidth={false} sx={{ minWidth: 280 }} label={translate('credit.statement.account')} value={value ?? OWN}
      onChange={(event) => onChange(accounts.find((account) => account.id === event.target.value) ?? null)}>
      <MenuItem value={OWN}>{translate('credit.statement.own_account')}</MenuItem>
      {accounts.map((account) => <MenuItem key={account.id} value={account.id}>{networkLabel(account)}</MenuItem>)}
    </TextField>
  );
};

