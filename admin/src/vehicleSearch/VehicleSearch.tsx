import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { ChosenVehicle } from './ChosenVehicle';
import { ManualSearch } from './ManualSearch';
import type { VinVehicle } from './searchApi';
import { useCountryCode } from './useCountryCode';
import { VinSearch } from './VinSearch';

/** What the widget hands to its host: the vehicle, its chosen gearbox family, and the VIN it was found by. */
export type VehicleSelection = { vehicle: VinVehicle; gearbox: string | null; vin: string | null };
type Mode = 'manual' | 'vin';

export type VehicleSearchProps = {
  /** Called with every change of the chosen vehicle or gearbox; null when nothing is chosen. */
  onChange?: (selection: VehicleSelection | null) => void;
  /** Rendered under the chosen vehicle's offers: the place for a host's action ("Request this vehicle"). */
  footer?: (selection: VehicleSelection) => ReactNode;
};

/**
 * The vehicle search of spec sections 2 and 4, used by /vehicle-search and meant for the order
 * screen: manual (brand → model → generation → engine → gearbox) or automatic by VIN, then the
 * chosen vehicle's ECU offers and, with a gearbox, its DSG offer, in the user's market.
 */
export const VehicleSearch = ({ onChange, footer }: VehicleSearchProps) => {
  const translate = useTranslate();
  const alpha2 = useCountryCode();
  const [mode, setMode] = useState<Mode>('manual');
  const [selection, setSelection] = useState<VehicleSelection | null>(null);
  const select = (next: VehicleSelection | null) => {
    setSelection(next);
    onChange?.(next);
  };
  const switchMode = (next: Mode) => {
    setMode(next);
    select(null);
  };

  return (
    <Stack spacing={3}>
      <Tabs value={mode} onChange={(_, next: Mode) => switchMode(next)}>
        <Tab value="manual" label={translate('vehicle_search.manual')} />
        <Tab value="vin" label={translate('vehicle_search.by_vin')} />
      </Tabs>
      {mode === 'manual' ? (
        <ManualSearch
          alpha2={alpha2}
          onVehicle={(vehicle, gearbox) => select(vehicle ? { vehicle, gearbox: gearbox || null, vin: null } : null)}
        />
      ) : (
        <VinSearch picked={selection?.vehicle.id ?? null} onPick={(vehicle, vin) => select(vehicle ? { vehicle, gearbox: null, vin } : null)} />
      )}
      {selection ? (
        <ChosenVehicle
          key={selection.vehicle.id}
          vehicle={selection.vehicle}
          gearbox={selection.gearbox ?? ''}
          alpha2={alpha2}
          onGearbox={mode === 'vin' ? (family) => select({ ...selection, gearbox: family }) : undefined}
          footer={footer?.(selection)}
        />
      ) : (
        <Typography color="text.secondary">{translate(mode === 'manual' ? 'vehicle_search.nothing_chosen' : 'vehicle_search.vin_nothing_chosen')}</Typography>
      )}
    </Stack>
  );
};
