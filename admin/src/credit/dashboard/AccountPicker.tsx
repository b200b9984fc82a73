import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { userLabel } from '../AccountInputs';
import type { UserRecord } from '../../providers/types';

const SEARCH_DELAY_MS = 300;
const SEARCH_PAGE_SIZE = 20;

/** Administrators and support: choose the account whose credits to look at (searches the users resource). */
export const AccountPicker = ({ value, onChange }: { value: UserRecord | null; onChange: (user: UserRecord | null) => void }) => {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data = [], isPending } = useGetList<UserRecord>('users', {
    filter: q ? { q } : {},
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
      onInputChange={(_event, text) => setInput(text)}
      renderInput={(params) => <TextField {...params} label={translate('credit.dashboard.pick_account')} />}
    />
  );
};
