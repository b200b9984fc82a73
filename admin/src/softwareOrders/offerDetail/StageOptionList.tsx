import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseChoices } from '../../../../events/catalogue/options';
import { useOfferLabels } from '../../vehicleSearch/offerLabels';
import type { EcuStageOffer } from '../../vehicleSearch/searchApi';
import { OfferSection } from './OfferCard';

/**
 * The options of the ECU stages with their choices (free: chosen on the order screen). Stages with
 * the same options share one line; nothing when no stage has any.
 */
export const StageOptionList = ({ stages }: { stages: EcuStageOffer[] }) => {
  const translate = useTranslate();
  const labels = useOfferLabels();
  const lines = new Map<string, string[]>();
  for (const stage of stages.filter((s) => s.options.length > 0)) {
    const text = stage.options.map((o) => `${o.name} (${(parseChoices(o.choices) ?? []).join(', ')})`).join(' · ');
    lines.set(text, [...(lines.get(text) ?? []), labels.stageName(stage.stage, stage.name)]);
  }
  if (lines.size === 0) return null;
  return (
    <OfferSection title={translate('software_orders.offer_detail.options')}>
      <div data-testid="stage-options">
        {[...lines].map(([text, names]) => (
          <Typography key={text} variant="body2" sx={{ mb: 0.5 }}>
            <strong>{names.join(', ')}</strong>
            {': '}
            {text}
          </Typography>
        ))}
      </div>
    </OfferSection>
  );
};
