import { Box, Button, Stack, Typography } from '@mui/material';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { useTranslate } from 'react-admin';
import { LevelSelect } from '../../vehicleSearch/LevelSelect';
import type { DraftVehicle } from '../draft/draft';
import { SeeOfferLink } from '../offerDetail/SeeOfferLink';

/**
 * The vehicle of the draft; with `onGearbox` a gearbox dropdown of its families (the VIN search has
 * no cascade to hold one), with `onChange` a way back to the search, with `offerLink` "See the offer" (its offer detail).
 */
export const VehicleSummary = ({ vehicle, gearbox, families, loading, onGearbox, onChange, offerLink = false }: {
  vehicle: DraftVehicle; gearbox: string; families: string[]; loading: boolean; onGearbox?: (gearbox: string) => void; onChange?: () => void; offerLink?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} data-testid="order-vehicle" sx={{ alignItems: { sm: 'center' }, bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
      <DirectionsCarIcon color="primary" />
      <Box sx={{ flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{`${vehicle.make} ${vehicle.model}`}</Typography>
        <Typography variant="body2" color="text.secondary">{[vehicle.generation, vehicle.engine, !onGearbox ? gearbox : ''].filter(Boolean).join(' · ')}</Typography>
        {offerLink && <SeeOfferLink vehicleId={vehicle.id} />}
      </Box>
      {onGearbox && (
        <Box sx={{ minWidth: 220 }}>
          <LevelSelect
            label={translate('vehicle_search.gearbox')}
            value={gearbox}
            values={families}
            onChange={onGearbox}
            loading={loading}
            empty={!loading && families.length === 0 ? translate('vehicle_search.no_gearbox') : undefined}
          />
        </Box>
      )}
      {onChange && <Button onClick={onChange}>{translate('software_orders.vehicle.change')}</Button>}
    </Stack>
  );
};
