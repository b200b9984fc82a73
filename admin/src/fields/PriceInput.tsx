import { TextInput, type TextInputProps, type Validator } from 'react-admin';
import { isEuroAmount } from '../validation/validators';

type Props = TextInputProps & { allowZero?: boolean };

/**
 * A price in EUR typed as text, checked like the server checks it. Not a number field on purpose:
 * a browser number field drops a comma ("12,5" became 125) without a word.
 */
export const PriceInput = ({ allowZero, validate, inputProps, ...props }: Props) => {
  const rules: Validator[] = [isEuroAmount({ allowZero }), ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  return <TextInput {...props} validate={rules} inputProps={{ inputMode: 'decimal', ...inputProps }} />;
};
