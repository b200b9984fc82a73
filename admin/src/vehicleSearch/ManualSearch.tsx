import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { LevelSelect } from './LevelSelect';
import type { VehicleOffer } from './searchApi';
import { chooseLevel, EMPTY_CHOICE, gearboxFamilies, levelReady, SEARCH_LEVELS, type SearchLevel, type VehicleChoice } from './selection';
import { useLoad, type Loaded } from '../shared/useLoad';

const valuesOf = (state: Loaded<{ data: string[] }>) => (state.loading ? [] : state.data?.data ?? []);

/**
 * Brand → model → generation → engine → gearbox dropdowns (spec section 4). The first four are the
 * site/filter-* cascade; the gearbox step is POST /api/site with the four levels, whose vehicle
 * carries its gearbox families. Choosing a level clears the lower ones; `onVehicle` gets the
 * vehicle once the engine is chosen (null before) and the chosen gearbox ('' for none).
 */
export const ManualSearch = ({ alpha2, onVehicle }: { alpha2: string | null; onVehicle: (vehicle: VehicleOffer | null, gearbox: string) => void }) => {
  const translate = useTranslate();
  const [choice, setChoice] = useState<VehicleChoice>(EMPTY_CHOICE);
  const { brand, model, generation, engine, gearbox } = choice;
  const ready = (level: SearchLevel) => levelReady(choice, level);

  const levels = {
    brand: useLoad('brands', (provider) => provider.getBrands()),
    model: useLoad(ready('model') ? JSON.stringify([brand]) : null, (provider) => provider.getModels(brand)),
    generation: useLoad(ready('generation') ? JSON.stringify([brand, model]) : null, (provider) => provider.getGenerations(brand, model)),
    engine: useLoad(ready('engine') ? JSON.stringify([brand, model, generation]) : null, (provider) => provider.getEngines(brand, model, generation)),
  };
  const found = useLoad(ready('gearbox') && alpha2 ? JSON.stringify([alpha2, brand, model, generation, engine]) : null,
    (provider) => provider.findOffers(alpha2!, { brand, model, generation, engine }));
  const vehicle = !found.loading && found.data ? found.data.message.tuning[0] ?? null : null;
  const families = vehicle ? gearboxFamilies([vehicle]) : [];

  useEffect(() => {
    onVehicle(ready('gearbox') ? vehicle : null, gearbox);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vehicle, gearbox, engine]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
      {SEARCH_LEVELS.map((level) => {
        const state = level === 'gearbox' ? found : levels[level];
        const values = level === 'gearbox' ? families : valuesOf(levels[level]);
        const noGearbox = level === 'gearbox' && vehicle !== null && families.length === 0;
        const emptyCatalogue = level === 'brand' && !state.loading && state.data !== undefined && values.length === 0;
        return (
          <LevelSelect
            key={level}
            label={translate(`vehicle_search.${level}`)}
            value={choice[level]}
            values={ready(level) ? values : []}
            onChange={(value) => setChoice(chooseLevel(choice, level, value))}
            loading={state.loading}
            failed={state.error !== null}
            empty={noGearbox ? translate('vehicle_search.no_gearbox') : emptyCatalogue ? translate('vehicle_search.none') : undefined}
          />
        );
      })}
    </Box>
  );
};
