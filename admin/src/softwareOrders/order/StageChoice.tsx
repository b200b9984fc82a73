import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderType } from '../../../../events/constants';
import { useOfferLabels } from '../../vehicleSearch/offerLabels';
import type { StageChoice as Choice } from '../draft/stageChoices';
import { useOrderLabels } from '../useOrderLabels';
import { useOfferPrice } from './useOfferPrice';

/** The stage list the order type filled: each stage with its figures and price ("On request" without one). */
export const StageChoice = ({ type, choices, value, onChoose }: { type: OrderType; choices: Choice[]; value: string; onChoose: (stage: string) => void }) => {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const offers = useOfferLabels();
  const price = useOfferPrice();
  return (
    <div>
      <Typography variant="subtitle2" sx={{ mb: 1 }} id="stage-label">{translate('software_orders.order.stage')}</Typography>
      <RadioGroup aria-labelledby="stage-label" value={value} onChange={(event) => onChoose(event.target.value)} data-testid="stage-choices">
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio size="small" />}
            sx={{ mx: 0, borderBottom: 1, borderColor: 'divider', '& .MuiFormControlLabel-label': { flexGrow: 1 } }}
            label={
              // A phone puts the figures under the stage and its price; each figure ("150 → 190 hp") stays on one line.
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(180px, auto) minmax(0, 1fr) auto' }, columnGap: 2, alignItems: 'baseline', py: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{labels.stage(type, choice.value)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ gridRow: { xs: 2, sm: 'auto' }, gridColumn: { xs: '1 / -1', sm: 'auto' } }} data-testid="stage-figures">
                  {[choice.power, choice.torque].filter((figure) => figure !== undefined).map((figure, i) => (
                    <span key={i}>{i > 0 && ' · '}<Box component="span" sx={{ whiteSpace: 'nowrap' }}>{offers.figure(figure!)}</Box></span>
                  ))}
                </Typography>
                <Typography sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{price(choice.price)}</Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </div>
  );
};
