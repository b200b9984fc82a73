import { useTranslate } from 'react-admin';
import { List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import type { VinVehicle } from './searchApi';

/** The vehicles a VIN search found, to pick one (the widget and the order screen). */
export const VinMatches = ({ vehicles, picked, onPick }: { vehicles: VinVehicle[]; picked: string | null; onPick: (vehicle: VinVehicle) => void }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} data-testid="vin-matches">
      <Typography variant="subtitle2">{translate('vehicle_search.vin_matches', { smart_count: vehicles.length })}</Typography>
      <List dense disablePadding sx={{ maxWidth: 640, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {vehicles.map((vehicle) => (
          <ListItemButton key={vehicle.id} selected={vehicle.id === picked} onClick={() => onPick(vehicle)}>
            <ListItemText primary={`${vehicle.make} ${vehicle.model} · ${vehicle.engine}`} secondary={vehicle.generation} />
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
};
