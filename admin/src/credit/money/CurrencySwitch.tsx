import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { currencyChoice, useCurrencyChoice } from './currencyChoice';
import { useLocalCurrency } from './useLocalCurrency';

/** Top-bar switch between credits/EUR and the local currency; only when they differ (spec section 6). */
export const CurrencySwitch = () => {
  const translate = useTranslate();
  const local = useLocalCurrency();
  const choice = useCurrencyChoice();
  if (!local) return null;
  return (
    <Tooltip title={translate('credit.currency.hint', { code: local.code })}>
      <FormControlLabel
        sx={{ mx: 1, '& .MuiFormControlLabel-label': { fontSize: '0.875rem', fontWeight: 600 } }}
        control={
          <Switch
            size="small"
            color="default"
            checked={choice === 'local'}
            onChange={(event) => currencyChoice.set(event.target.checked ? 'local' : 'base')}
            slotProps={{ input: { 'aria-label': translate('credit.currency.switch', { code: local.code }) } }}
          />
        }
        label={local.code}
      />
    </Tooltip>
  );
};
