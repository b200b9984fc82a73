import { AutocompleteInput, ReferenceInput, SelectInput, type Validator } from 'react-admin';
import { useBalanceVersion } from './balance/balanceStore';
import type { NetworkAccount } from './types';
import { useLoad } from '../shared/useLoad';

interface AccountInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  alwaysOn?: boolean;
  helperText?: string | false;
}

/** "First Last <email>" for a users record. */
export const userLabel = (user: { firstName?: string; lastName?: string; email?: string }) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() + (user.email ? ` <${user.email}>` : '');

/** Admin: any account, searched in the users resource. */
export const UserAccountInput = ({ source, label, validate, helperText }: AccountInputProps) => (
  <ReferenceInput source={source} reference="users" sort={{ field: 'email', order: 'ASC' }}>
    <AutocompleteInput label={label} optionText={userLabel} filterToQuery={(q: string) => ({ q })} validate={validate} helperText={helperText} sx={{ minWidth: 280 }} />
  </ReferenceInput>
);

/**
 * The accounts below the caller (GET /api/user-network); `directOnly` keeps the direct children.
 * Reloaded when the balance changes: a transfer or deduction changes a sub-account's balance too.
 */
export const useNetwork = (directOnly = false) => {
  const version = useBalanceVersion();
  const network = useLoad(`network:${version}`, (provider) => provider.getUserNetwork());
  const accounts = (network.data ?? []).filter((account) => !directOnly || account.depth === 1);
  return { ...network, accounts };
};

export const networkLabel = (account: NetworkAccount) => `${account.name} <${account.email}>`;

/** A distributor or dealer: one of the accounts below it. */
export const NetworkAccountInput = ({ source, label, validate, directOnly = false, helperText }: AccountInputProps & { directOnly?: boolean }) => {
  const { accounts, loading } = useNetwork(directOnly);
  const choices = accounts.map((account) => ({ id: account.id, name: networkLabel(account) }));
  return <SelectInput source={source} label={label} choices={choices} translateChoice={false} validate={validate} isPending={loading} helperText={helperText} sx={{ minWidth: 280 }} />;
};
