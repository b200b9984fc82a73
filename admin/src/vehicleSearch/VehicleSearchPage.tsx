import { Title, useTranslate } from 'react-admin';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Role } from '../constants';
import { RequestVehicleButton } from '../newProducts';
import { SeeOfferLink } from '../softwareOrders';
import { VehicleSearch } from './VehicleSearch';
import { useRoles } from '../roles/useMayOpen';

/** Who may ask for a vehicle missing from the catalogue (POST /api/newproducts). */
const REQUESTERS: readonly Role[] = ['Distributor', 'Dealer', 'SubDealer', 'Admin'];

/** Any signed-in role: find a vehicle by the dropdowns or by VIN and see its offers; dealers may request a missing one. */
export const VehicleSearchPage = () => {
  const translate = useTranslate();
  const permissions = useRoles();
  const mayRequest = (permissions ?? []).some((role) => REQUESTERS.includes(role));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="vehicle_search.title" />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate('vehicle_search.help')}</Typography>
        <VehicleSearch footer={(selection) => <SeeOfferLink vehicleId={selection.vehicle.id} />} />
        {mayRequest && (
          <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography color="text.secondary">{translate('vehicle_search.not_listed')}</Typography>
            <RequestVehicleButton />
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
