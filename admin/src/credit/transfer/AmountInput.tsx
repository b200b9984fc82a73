import { NumberInput, useTranslate } from 'react-admin';
import { amountRules } from '../amountRules';
import { AMOUNT_DECIMALS, MAX_CREDIT_AMOUNT } from '../constants';
import { useMoney } from '../money/useMoney';

/** The credits of a transfer or deduction, with the limits said up front rather than only in the refusal. */
export const AmountInput = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const money = useMoney();
  const helperText = translate('credit.transfer.amount_help', { max: money.count(MAX_CREDIT_AMOUNT), decimals: AMOUNT_DECIMALS });
  return <NumberInput source="amount" label={label} validate={amountRules} min={0} step={1} helperText={helperText} fullWidth />;
};
