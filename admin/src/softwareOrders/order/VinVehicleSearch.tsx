import { LoadingBar } from '../../shared/LoadingBar';
import { useEffect } from 'react';
import { Alert} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VinVehicle } from '../../vehicleSearch/searchApi';
import { normaliseVin } from '../../vehicleSearch/selection';
import { VinMatches } from '../../vehicleSearch/VinMatches';
import { screenErrorText } from '../../shared/errors';
import { useLoad } from '../../shared/useLoad';

/** The automatic proceed mode: the VIN search (POST /api/vehicles/search-vin) and its vehicles to pick; a single one is picked at once. */
export const VinVehicleSearch = ({ vin, picked, onPick }: { vin: string; picked: string | null; onPick: (vehicle: VinVehicle) => void }) => {
  const translate = useTranslate();
  const search = useLoad(`vin:${normaliseVin(vin)}`, (provider) => provider.searchVin(normaliseVin(vin)), screenErrorText);
  const vehicles = search.loading ? [] : search.data?.vehicles ?? [];
  useEffect(() => {
    if (vehicles.length === 1 && picked !== vehicles[0].id) onPick(vehicles[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search.data]);
  if (search.loading) return <LoadingBar />;
  if (search.error) return <Alert severity="error">{translate(search.error, { _: search.error })}</Alert>;
  if (vehicles.length === 0) return <Alert severity="info" data-testid="vin-no-vehicle">{translate('software_orders.vehicle.vin_no_vehicle', { vin: normaliseVin(vin) })}</Alert>;
  return <VinMatches vehicles={vehicles} picked={picked} onPick={onPick} />;
};
