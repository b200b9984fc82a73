import { TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'> & {
  /** The typed text: a new amount starts as '' (never a suggested number the next digits would be appended to). */
  value: string;
  onChange: (text: string) => void;
  /** Money with cents; otherwise whole credits. */
  decimals?: boolean;
};

/**
 * A credits or money amount typed as text, outside react-admin forms. It has no default of its own
 * and takes no `defaultValue`: a pre-filled "10" turned a typed 500 into 10,500 credits. Text rather
 * than a number field, which drops a comma without a word; the phone still opens its number keyboard.
 */
export const AmountField = ({ value, onChange, decimals = false, slotProps, ...props }: Props) => (
  <TextField
    {...props}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    autoComplete="off"
    slotProps={{ ...slotProps, htmlInput: { inputMode: decimals ? 'decimal' : 'numeric', ...(slotProps?.htmlInput as object | undefined) } }}
  />
);
