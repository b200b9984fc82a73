import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProceedMode } from '../draft/draft';

/** How the dealer finds the vehicle (spec section 2): automatic by the VIN, or the manual dropdowns. */
export const ProceedModeChoice = ({ mode, onChoose }: { mode: ProceedMode | null; onChoose: (mode: ProceedMode) => void }) => {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('software_orders.vehicle.mode')}</Typography>
      <ToggleButtonGroup exclusive color="primary" value={mode} onChange={(_event, next: ProceedMode | null) => next && onChoose(next)} aria-label={translate('software_orders.vehicle.mode')}>
        <ToggleButton value="vin">{translate('software_orders.vehicle.mode_vin')}</ToggleButton>
        <ToggleButton value="manual">{translate('software_orders.vehicle.mode_manual')}</ToggleButton>
      </ToggleButtonGroup>
    </div>
  );
};
