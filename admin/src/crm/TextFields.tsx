import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface TextFieldsProps {
  /** Names the inputs `<name>_en` and `<name>_es`. */
  name: string;
  label: string;
  en: string;
  es: string;
  onChange: (value: { en: string; es: string }) => void;
  multiline?: boolean;
}

/** Every text an Admin writes in the CRM, in English (required) and Spanish (optional). */
export const TextFields = ({ name, label, en, es, onChange, multiline }: TextFieldsProps) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ flex: 1 }}>
      <TextField size="small" fullWidth required multiline={multiline} name={`${name}_en`} label={`${translate(label)} (${translate('crm.english')})`} value={en}
        onChange={(e) => onChange({ en: e.target.value, es })} />
      <TextField size="small" fullWidth multiline={multiline} name={`${name}_es`} label={`${translate(label)} (${translate('crm.spanish')})`} value={es}
        onChange={(e) => onChange({ en, es: e.target.value })} />
    </Stack>
  );
};
