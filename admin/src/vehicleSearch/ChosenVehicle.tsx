import { LoadingBar } from '../shared/LoadingBar';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { DsgOffers } from './DsgOffers';
import { LevelSelect } from './LevelSelect';
import type { VinVehicle } from './searchApi';
import { gearboxFamilies } from './selection';
import { useLoad } from '../shared/useLoad';
import { VehicleOffers } from './VehicleOffers';

/**
 * The chosen vehicle with its offers in the user's market (GET /api/site/:id?alphaCountry=&dsg=):
 * the ECU stages, and once a gearbox family is chosen its DSG offer and combos. `onGearbox` shows a
 * gearbox dropdown here (the VIN search has no cascade to hold it).
 */
export const ChosenVehicle = ({ vehicle, gearbox, alpha2, onGearbox, footer }: {
  vehicle: VinVehicle; gearbox: string; alpha2: string | null; onGearbox?: (family: string) => void; footer?: ReactNode;
}) => {
  const translate = useTranslate();
  const offers = useLoad(alpha2 ? JSON.stringify([vehicle.id, alpha2, gearbox]) : null,
    (provider) => provider.getVehicleOffers(vehicle.id, alpha2!, gearbox || undefined));
  const answer = offers.loading ? null : offers.data ?? null;
  const tuning = answer?.message.tuning[0];
  const families = tuning ? gearboxFamilies([tuning]) : [];
  return (
    <Stack spacing={2} data-testid="chosen-vehicle">
      <Box>
        <Typography variant="h6">{translate('vehicle_search.chosen')}</Typography>
        <Typography>{`${vehicle.make} ${vehicle.model}`}</Typography>
        <Typography color="text.secondary">{`${vehicle.generation} · ${vehicle.engine}`}</Typography>
      </Box>
      {onGearbox && (
        <Box sx={{ maxWidth: 320 }}>
          <LevelSelect
            label={translate('vehicle_search.gearbox')}
            value={gearbox}
            values={families}
            onChange={onGearbox}
            loading={offers.loading}
            empty={tuning && families.length === 0 ? translate('vehicle_search.no_gearbox') : undefined}
          />
        </Box>
      )}
      {offers.loading && <LoadingBar />}
      {offers.error !== null && <Alert severity="error">{translate('vehicle_search.offers_error')}</Alert>}
      {answer && (
        <>
          <Typography variant="h6">{translate('vehicle_search.ecu_offers')}</Typography>
          <VehicleOffers vehicle={tuning} currency={answer.currency} />
          {gearbox
            ? <DsgOffers offer={answer.message.dsg.find((d) => d.family === gearbox)} combos={answer.message.combos.filter((c) => c.family === gearbox)} currency={answer.currency} />
            : families.length > 0 && <Typography color="text.secondary">{translate('vehicle_search.choose_gearbox')}</Typography>}
        </>
      )}
      {footer}
    </Stack>
  );
};
