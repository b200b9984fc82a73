import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { useDebounced } from './useDebounced';

const SEARCH_PAGE_SIZE = 20;

export interface SearchedPickerProps<T extends RaRecord> {
  value: T | null;
  onChange: (record: T | null) => void;
  /** Translation key of the field's label. */
  label: string;
  /** The list resource searched with `filter.q`. */
  resource: string;
  sort: SortPayload;
  optionLabel: (record: T) => string;
  /** Filters beside the search. */
  filter?: Record<string, unknown>;
  /** What an empty field means, when it means something (translation key). */
  placeholder?: string;
}

/**
 * One record of a list resource, searched as it is typed: 20 answers at a time, whatever the list's
 * size (a select of every account would load thousands of rows).
 */
export const SearchedPicker = <T extends RaRecord>({ value, onChange, label, resource, sort, optionLabel, filter, placeholder }: SearchedPickerProps<T>) => {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const q = useDebounced(input);
  const { data = [], isPending } = useGetList<T>(resource, {
    filter: { ...filter, ...(q ? { q } : {}) },
    pagination: { page: 1, perPage: SEARCH_PAGE_SIZE },
    sort,
  });

  return (
    <Autocomplete
      sx={{ width: 360, maxWidth: '100%' }}
      size="small"
      options={data}
      value={value}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, record) => onChange(record)}
      // Only what is typed searches: the chosen record's label, written into the field, does not.
      onInputChange={(_event, text, reason) => { if (reason === 'input' || reason === 'clear') setInput(text); }}
      renderInput={(params) => <TextField {...params} label={translate(label)} placeholder={placeholder ? translate(placeholder) : undefined} slotProps={{ inputLabel: placeholder ? { shrink: true } : undefined }} />}
    />
  );
};
