import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isValidVin } from '../../../../events/catalogue/vin';
import { ManualSearch } from '../../vehicleSearch/ManualSearch';
import { normaliseVin, vinInputProblem } from '../../vehicleSearch/selection';
import { orderVin } from '../draft/draftBody';
import { asDraftVehicle, type DraftChange, type OrderDraft, type ProceedMode } from '../draft/draft';
import { ProceedModeChoice } from './ProceedModeChoice';
import { VehicleSummary } from './VehicleSummary';
import { VinField } from './VinField';
import { VinHistory } from './VinHistory';
import { VinVehicleSearch } from './VinVehicleSearch';

type Props = { draft: OrderDraft; change: (change: DraftChange) => void; alpha2: string | null; families: string[]; offersLoading: boolean };

/**
 * The VIN, the proceed mode and the vehicle (spec sections 2, 4 and 5). A draft brought back with
 * its vehicle (from the checkout) shows the vehicle alone until the dealer asks to change it: the
 * search widgets start empty and would otherwise clear it.
 */
export const VehicleStep = ({ draft, change, alpha2, families, offersLoading }: Props) => {
  const translate = useTranslate();
  const [searching, setSearching] = useState(draft.vehicle === null);
  const [vinProblem, setVinProblem] = useState<string | null>(null);
  const checkVin = () => setVinProblem(draft.vin.trim() && !isValidVin(normaliseVin(draft.vin)) ? 'vehicle_search.invalid_vin' : null);

  const chooseMode = (mode: ProceedMode) => {
    if (mode === 'vin') {
      const problem = vinInputProblem(draft.vin);
      setVinProblem(problem ? `vehicle_search.${problem}` : null);
      if (problem) return;
    } else {
      checkVin();
    }
    setSearching(true);
    change({ type: 'mode', mode });
  };
  const pickGearbox = (gearbox: string) => change({ type: 'gearbox', gearbox });

  return (
    <Stack spacing={2}>
      <VinField value={draft.vin} problem={vinProblem} onBlur={checkVin} onChange={(vin) => { setVinProblem(null); change({ type: 'vin', vin }); }} />
      <ProceedModeChoice mode={draft.mode} onChoose={chooseMode} />
      {searching && draft.mode === 'vin' && (
        <VinVehicleSearch vin={draft.vin} picked={draft.vehicle?.id ?? null} onPick={(vehicle) => change({ type: 'vehicle', vehicle: asDraftVehicle(vehicle), gearbox: '' })} />
      )}
      {searching && draft.mode === 'manual' && (
        // Three dropdowns a row: five would cut the names in this column.
        <Box sx={{ '& > .MuiBox-root': { gridTemplateColumns: { md: 'repeat(3, minmax(0, 1fr))' } } }}>
          <ManualSearch alpha2={alpha2} onVehicle={(vehicle, gearbox) => change({ type: 'vehicle', vehicle: vehicle && asDraftVehicle(vehicle), gearbox })} />
        </Box>
      )}
      {draft.vehicle ? (
        <VehicleSummary
          vehicle={draft.vehicle}
          gearbox={draft.gearbox}
          families={families}
          loading={offersLoading}
          offerLink
          onGearbox={searching && draft.mode === 'manual' ? undefined : pickGearbox}
          onChange={searching ? undefined : () => { setSearching(true); change({ type: 'vehicle', vehicle: null, gearbox: '' }); }}
        />
      ) : (
        draft.mode && <Typography color="text.secondary">{translate(draft.mode === 'vin' ? 'vehicle_search.vin_nothing_chosen' : 'vehicle_search.nothing_chosen')}</Typography>
      )}
      {draft.mode === 'vin' && orderVin(draft.vin) && <VinHistory vin={orderVin(draft.vin)} type={draft.type} />}
    </Stack>
  );
};
