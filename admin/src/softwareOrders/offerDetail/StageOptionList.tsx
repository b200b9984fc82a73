import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseChoices } from '../../../../events/catalogue/options';
import { useOfferLabels } from '../../vehicleSearch/offerLabels';
import type { EcuStageOffer } from '../../vehicleSearch/searchApi';

/** The options of each ECU stage with their choices (free: chosen on the order screen); nothing when no stage has any. */
export const StageOptionList = ({ stages }: { stages: EcuStageOffer[] }) => {
  const translate = useTranslate();
  const labels = useOfferLabels();
  const withOptions = stages.filter((stage) => stage.options.length > 0);
  if (withOptions.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="stage-options">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{translate('software_orders.offer_detail.options')}</Typography>
      {withOptions.map((stage) => (
        <Typography key={stage.stage} variant="body2">
          <strong>{labels.stageName(stage.stage, stage.name)}</strong>
          {': '}
          {stage.options.map((o) => `${o.name} (${(parseChoices(o.choices) ?? []).join(', ')})`).join(' · ')}
        </Typography>
      ))}
    </Stack>
  );
};
