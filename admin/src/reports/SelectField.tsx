import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Choice {
  value: string;
  /** Translation key, or the text itself when `raw`. */
  label: string;
  raw?: boolean;
}

/** One filter of a report: a small select whose label is a translation key. */
export const SelectField = ({ label, value, choices, onChange }: { label: string; value: string; choices: Choice[]; onChange: (value: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField select size="small" fullWidth={false} sx={{ minWidth: 150 }} label={translate(label)} value={value} onChange={(event) => onChange(event.target.value)}>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>{choice.raw ? choice.label : translate(choice.label)}</MenuItem>
      ))}
    </TextField>
  );
};
