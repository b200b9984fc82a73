import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The order's VIN (spec section 5: 17 or 18 characters); `problem` is the message key to show under it. */
export const VinField = ({ value, problem, onChange, onBlur }: { value: string; problem: string | null; onChange: (vin: string) => void; onBlur: () => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('software_orders.vehicle.vin')}
      name="vin"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={problem !== null}
      helperText={translate(problem ?? 'software_orders.vehicle.vin_hint')}
      slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 18 } }}
      sx={{ maxWidth: 420 }}
      fullWidth
    />
  );
};
