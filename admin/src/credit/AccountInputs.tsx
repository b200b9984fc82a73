import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import type { NetworkAccount } from './types';

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

/** The user-network resource (GET /api/user-network): the accounts below the caller, in tree order. */
export const NETWORK = 'user-network';
export const NETWORK_ORDER = { field: 'name', order: 'ASC' } as const;

export const networkLabel = (account: NetworkAccount) => `${account.name} <${account.email}>`;

/** A distributor or dealer: one of the accounts below it, searched as it is typed; `directOnly` keeps the direct children. */
export const NetworkAccountInput = ({ source, label, validate, directOnly = false, helperText }: AccountInputProps & { directOnly?: boolean }) => (
  <ReferenceInput source={source} reference={NETWORK} sort={NETWORK_ORDER} filter={directOnly ? { directOnly: true } : {}}>
    <AutocompleteInput label={label} optionText={networkLabel} filterToQuery={(q: string) => ({ q })} validate={validate} helperText={helperText} sx={{ minWidth: 280 }} />
  </ReferenceInput>
);
