import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { COMPANY_FIELDS, EMPTY_COMPANY, type CompanyInformation } from './api';

const OPTIONAL = new Set(['vatId', 'phone']);

/** The company's fields; `onSave` gets what the user typed, empty optional fields as null. */
export const CompanyForm = ({ initial, busy, submitLabel, onSave }: {
  initial: CompanyInformation | null; busy: boolean; submitLabel: string; onSave: (company: CompanyInformation) => void;
}) => {
  const translate = useTranslate();
  const [values, setValues] = useState<CompanyInformation>(initial ?? EMPTY_COMPANY);
  const countries = useGetList<{ id: string; name: string }>('countries', { pagination: { page: 1, perPage: 300 }, sort: { field: 'name', order: 'ASC' } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...values, vatId: values.vatId?.trim() || null, phone: values.phone?.trim() || null });
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' }, maxWidth: 720 }} data-testid="company-form">
      {COMPANY_FIELDS.map((field) => (
        <TextField
          key={field} name={field} size="small" required={!OPTIONAL.has(field)} select={field === 'countryId'}
          label={translate(`company.fields.${field}`)} value={values[field] ?? ''} type={field === 'email' ? 'email' : 'text'}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        >
          {field === 'countryId' && (countries.data ?? []).map((country) => <MenuItem key={country.id} value={String(country.id)}>{country.name}</MenuItem>)}
        </TextField>
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={busy}>{translate(submitLabel)}</Button>
      </Box>
    </Box>
  );
};
