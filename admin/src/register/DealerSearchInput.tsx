import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import type { Dealer } from '../providers/types';
import { SEARCH_DELAY_MS } from '../shared/useDebounced';

/** What auth/dealers takes as `q` (longer is refused). */
const DEALER_NAME_SEARCH_MAX = 100;

/**
 * The dealer a sub-dealer registers under, searched by name as it is typed (GET auth/dealers?q=):
 * a large network has thousands of dealers, so the page asks for the few that match, never all.
 */
export const DealerSearchInput = ({ source, label, validate }: { source: string; label: string; validate?: Validator }) => {
  const translate = useTranslate();
  // Unregistered when hidden (the sub-dealer question answered "no"): a dealer chosen before is not sent
  // by a form that no longer shows it.
  const { field, fieldState, formState: { isSubmitted }, isRequired } = useInput({ source, validate, shouldUnregister: true });
  const [input, setInput] = useState('');
  const [dealers, setDealers] = useState<Dealer[]>([]);
  const [chosen, setChosen] = useState<Dealer | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      dataProvider.getDealers(input.trim())
        .then((found) => live && setDealers(found))
        .catch(() => live && setDealers([]))
        .finally(() => live && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input]);
  const error = fieldState.invalid && (fieldState.isTouched || isSubmitted) ? fieldState.error?.message : undefined;
  return (
    <Autocomplete
      options={chosen && !dealers.some((d) => d.id === chosen.id) ? [chosen, ...dealers] : dealers}
      value={chosen && chosen.id === field.value ? chosen : null}
      loading={loading}
      filterOptions={(options) => options}
      getOptionLabel={(dealer) => dealer.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, dealer) => {
        setChosen(dealer);
        field.onChange(dealer?.id ?? '');
      }}
      onInputChange={(_event, text, reason) => { if (reason === 'input' || reason === 'clear') setInput(text); }}
      onBlur={field.onBlur}
      noOptionsText={translate('portal.register.no_dealer_found')}
      renderInput={(params) => (
        <TextField {...params} name={field.name} label={translate(label)} required={isRequired} error={Boolean(error)}
          slotProps={{ htmlInput: { ...params.inputProps, maxLength: DEALER_NAME_SEARCH_MAX } }}
          helperText={<InputHelperText error={error} helperText="portal.register.dealer_hint" />} />
      )}
    />
  );
};
