import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useVehicleOffers } from './useVehicleOffers';
import { VehicleOffers } from './VehicleOffers';
import { VehicleSearch, type VehicleChoice } from './VehicleSearch';

const ChosenVehicle = ({ choice }: { choice: VehicleChoice | null }) => {
  const translate = useTranslate();
  const offers = useVehicleOffers(choice);
  if (!choice?.engine) {
    return <Typography color="text.secondary">{translate('vehicle_search.nothing_chosen')}</Typography>;
  }
  return (
    <Stack spacing={0.5} data-testid="chosen-vehicle">
      <Typography variant="h6">{translate('vehicle_search.chosen')}</Typography>
      <Typography>{`${choice.brand} ${choice.model}`}</Typography>
      <Typography color="text.secondary">{`${choice.generation} · ${choice.engine}`}</Typography>
      {offers.status === 'loading' ? <LinearProgress /> : null}
      {offers.status === 'loaded' ? <VehicleOffers offers={offers.offers} /> : null}
    </Stack>
  );
};

/** Any signed-in role: find a vehicle through the search cascade and see the chosen one. */
export const VehicleSearchPage = () => {
  const translate = useTranslate();
  const [choice, setChoice] = useState<VehicleChoice | null>(null);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="vehicle_search.title" />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate('vehicle_search.help')}</Typography>
        <VehicleSearch onChange={setChoice} />
        <ChosenVehicle choice={choice} />
      </CardContent>
    </Card>
  );
};
