import { LoadingBar } from '../shared/LoadingBar';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { dataProvider } from '../providers/dataProvider';
import type { VinSearchAnswer, VinVehicle } from './searchApi';
import { normaliseVin, vinInputProblem, type VinProblem } from './selection';
import { VinMatches } from './VinMatches';

type Search = { status: 'idle' | 'searching' } | { status: 'failed'; message: string } | { status: 'found'; answer: VinSearchAnswer };

/**
 * Automatic search by VIN (spec sections 2 and 5): the field is checked here with the spec's
 * messages, then POST /api/vehicles/search-vin lists the vehicles its rule describes. Changing the
 * VIN resets the matches and the picked vehicle (spec section 4).
 */
export const VinSearch = ({ picked, onPick }: { picked: string | null; onPick: (vehicle: VinVehicle | null, vin: string | null) => void }) => {
  const translate = useTranslate();
  const [vin, setVin] = useState('');
  const [problem, setProblem] = useState<VinProblem | null>(null);
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  // Each search and each change of the VIN gets a number: an answer for an older one is dropped.
  const latest = useRef(0);

  const change = (value: string) => {
    latest.current += 1;
    setVin(value);
    setProblem(null);
    setSearch({ status: 'idle' });
    onPick(null, null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = vinInputProblem(vin);
    setProblem(found);
    if (found) return;
    setSearch({ status: 'searching' });
    const request = (latest.current += 1);
    dataProvider.searchVin(normaliseVin(vin)).then(
      (answer) => {
        if (request !== latest.current) return;
        setSearch({ status: 'found', answer });
        // A single match is picked at once: there is nothing to choose.
        if (answer.vehicles.length === 1) onPick(answer.vehicles[0], answer.vin);
      },
      (error: Error) => {
        if (request === latest.current) setSearch({ status: 'failed', message: error.message });
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', maxWidth: 640 }}>
        <TextField
          label={translate('vehicle_search.vin')}
          name="vin"
          value={vin}
          onChange={(event) => change(event.target.value)}
          error={problem !== null}
          helperText={problem ? translate(`vehicle_search.${problem}`) : translate('vehicle_search.vin_hint')}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          fullWidth
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={search.status === 'searching'}>
          {translate('vehicle_search.search')}
        </Button>
      </Box>
      {search.status === 'searching' && <LoadingBar />}
      {search.status === 'failed' && <Alert severity="error">{translate(search.message, { _: search.message })}</Alert>}
      {search.status === 'found' && search.answer.vehicles.length === 0 && (
        <Alert severity="info" data-testid="vin-no-vehicle">{translate('vehicle_search.vin_no_vehicle', { vin: search.answer.vin })}</Alert>
      )}
      {search.status === 'found' && search.answer.vehicles.length > 0 && (
        <VinMatches vehicles={search.answer.vehicles} picked={picked} onPick={(vehicle) => onPick(vehicle, search.answer.vin)} />
      )}
    </Stack>
  );
};
