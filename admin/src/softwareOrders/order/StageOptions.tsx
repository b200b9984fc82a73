import { Box, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DraftChange, DraftOption } from '../draft/draft';
import type { OptionChoice } from '../draft/stageChoices';
import { useOfferPrice } from './useOfferPrice';

const NOT_CHOSEN = '';

/** The options of the chosen stage: a choice list each, or a switch when the option has no choices; a priced one says its price. */
export const StageOptions = ({ options, chosen, change, showUnit }: { options: OptionChoice[]; chosen: DraftOption[]; change: (change: DraftChange) => void; showUnit: boolean }) => {
  const translate = useTranslate();
  const price = useOfferPrice();
  if (options.length === 0) return null;
  const current = (option: OptionChoice) => chosen.find((o) => o.unit === option.unit && o.name === option.name);
  const label = (option: OptionChoice) => {
    // ECU + DSG lists the options of both units: each says its unit.
    const name = showUnit ? `${option.unit} · ${option.name}` : option.name;
    return typeof option.price === 'number' && option.price > 0 ? `${name} (+${price(option.price)})` : name;
  };
  const set = (option: OptionChoice, choice: string | null) =>
    change({ type: 'option', option: { unit: option.unit, name: option.name, choice: choice ?? '' }, chosen: choice !== null });
  return (
    <div>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('software_orders.order.options')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} data-testid="stage-options">
        {options.map((option) =>
          option.choices.length === 0 ? (
            <FormControlLabel
              key={`${option.unit}:${option.name}`}
              control={<Checkbox checked={current(option) !== undefined} onChange={(event) => set(option, event.target.checked ? '' : null)} />}
              label={label(option)}
            />
          ) : (
            <TextField
              key={`${option.unit}:${option.name}`}
              select
              size="small"
              label={label(option)}
              value={current(option)?.choice ?? NOT_CHOSEN}
              onChange={(event) => set(option, event.target.value === NOT_CHOSEN ? null : event.target.value)}
            >
              <MenuItem value={NOT_CHOSEN}><em>{translate('software_orders.order.option_none')}</em></MenuItem>
              {option.choices.map((choice) => <MenuItem key={choice} value={choice}>{choice}</MenuItem>)}
            </TextField>
          ),
        )}
      </Box>
    </div>
  );
};
