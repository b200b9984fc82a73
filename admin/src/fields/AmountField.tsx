import { TextField, type TextFieldProps } from '@mui/material';
import { useInput, useTranslate, ValidationError, type Validator } from 'react-admin';

type Props = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'> & {
  /** The typed text: a new amount starts as '' (never a suggested number the next digits would be appended to). */
  value: string;
  onChange: (text: string) => void;
  /** Money with cents; otherwise a whole number (credits, the next invoice number). */
  decimals?: boolean;
};

/**
 * A credits or money amount typed as text. It has no default of its own and takes no
 * `defaultValue`: a pre-filled "10" turned a typed 500 into 10,500 credits. Text rather than a
 * number field, which drops a comma without a word; the phone still opens its number keyboard.
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

type InputProps = {
  source: string;
  /** A translation key. */
  label: string;
  /** What an empty field keeps ("Empty: keeps 400 credits"): the form sends it with typedOrKept. */
  helperText: string;
  validate?: Validator | Validator[];
  decimals?: boolean;
  fullWidth?: boolean;
};

/**
 * AmountField in a react-admin form, for a new value of a saved amount. The form must leave
 * `source` out of its default values: the saved 400 shown in the field took a typed 500 as 400500.
 */
export const NewAmountInput = ({ source, label, helperText, validate, decimals, fullWidth }: InputProps) => {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput({ source, validate });
  const error = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error?.message : undefined;
  return (
    <AmountField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={field.value == null ? '' : String(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={translate(label)}
      error={error !== undefined}
      helperText={error ? <ValidationError error={error} /> : helperText}
      decimals={decimals}
      fullWidth={fullWidth}
    />
  );
};
