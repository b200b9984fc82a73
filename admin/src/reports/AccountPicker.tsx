import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useGetMany, useTranslate } from 'react-admin';

interface Account {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

const accountName = (account: Account) => `${[account.firstName, account.lastName].filter(Boolean).join(' ')} <${account.email}>`.trim();

/** The report's user selection: accounts looked up by name or email in the users resource, several at once. */
export const AccountPicker = ({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data: found = [], isPending } = useGetList<Account>('users', { pagination: { page: 1, perPage: 20 }, sort: { field: 'email', order: 'ASC' }, filter: search ? { q: search } : {} });
  // The chosen accounts stay named even when the current search no longer lists them.
  const { data: chosen = [] } = useGetMany<Account>('users', { ids: value }, { enabled: value.length > 0 });
  const options = [...chosen, ...found.filter((account) => !value.includes(account.id))];
  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ minWidth: 280, flex: 1 }}
      options={options}
      loading={isPending}
      filterOptions={(list) => list}
      getOptionLabel={accountName}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      value={chosen.filter((account) => value.includes(account.id))}
      onChange={(_event, accounts) => onChange(accounts.map((account) => account.id))}
      onInputChange={(_event, text, reason) => { if (reason === 'input' || reason === 'clear') setSearch(text); }}
      renderInput={(params) => <TextField {...params} label={translate('reports.filters.users')} placeholder={translate('reports.filters.users_hint')} />}
    />
  );
};
