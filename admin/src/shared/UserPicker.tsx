import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { userLabel } from '../credit/AccountInputs';
import type { UserRecord } from '../providers/types';

const SEARCH_DELAY_MS = 300;
const SEARCH_PAGE_SIZE = 20;

interface UserPickerProps {
  value: UserRecord | null;
  onChange: (user: UserRecord | null) => void;
  /** Translation key of the field's label. */
  label: string;
  /** Only accounts with this role. */
  role?: string;
}

/**
 * One account, searched by name or email in the users resource as it is typed: 20 answers at a
 * time, whatever the network's size (a select of every account would load thousands of rows).
 */
export const UserPicker = ({ value, onChange, label, role }: UserPickerProps) => {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data = [], isPending } = useGetList<UserRecord>('users', {
    filter: { ...(q ? { q } : {}), ...(role ? { role } : {}) },
    pagination: { page: 1, perPage: SEARCH_PAGE_SIZE },
    sort: { field: 'email', order: 'ASC' },
  });

  return (
    <Autocomplete
      sx={{ width: 360, maxWidth: '100%' }}
      size="small"
      options={data}
      value={value}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={userLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, user) => onChange(user)}
      // Only what is typed searches: the chosen account's label, written into the field, does not.
      onInputChange={(_event, text, reason) => { if (reason === 'input' || reason === 'clear') setInput(text); }}
      renderInput={(params) => <TextField {...params} label={translate(label)} />}
    />
  );
};
