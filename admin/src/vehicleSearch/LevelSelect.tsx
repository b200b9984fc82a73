import { useTranslate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';

/** One dropdown of the search: disabled until it has values; its helper text says why it is empty. */
export const LevelSelect = ({ label, value, values, onChange, loading, failed, empty }: {
  label: string; value: string; values: string[]; onChange: (value: string) => void; loading?: boolean; failed?: boolean; empty?: string;
}) => {
  const translate = useTranslate();
  const helper = failed ? translate('vehicle_search.load_error') : loading ? translate('vehicle_search.loading') : empty ?? ' ';
  return (
    <TextField
      select
      label={label}
      value={values.includes(value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={values.length === 0}
      error={failed}
      helperText={helper}
      fullWidth
    >
      {values.map((item) => (
        <MenuItem key={item} value={item}>
          {item}
        </MenuItem>
      ))}
    </TextField>
  );
};
