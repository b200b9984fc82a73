import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Box, MenuItem, TextField } from '@mui/material';
import type { PortalDataProvider } from '../providers/dataProvider';

export type VehicleChoice = { brand: string; model: string; generation: string; engine: string };
const EMPTY: VehicleChoice = { brand: '', model: '', generation: '', engine: '' };
const LEVELS = ['brand', 'model', 'generation', 'engine'] as const;
type Level = (typeof LEVELS)[number];

/** A level's values once the levels above it are chosen; empty until then. */
const useLevelValues = (load: (() => Promise<{ data: string[] }>) | null, key: string) => {
  const [values, setValues] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setValues([]);
    setFailed(false);
    if (!load) return;
    let current = true;
    load().then(
      ({ data }) => current && setValues(data),
      () => current && setFailed(true),
    );
    return () => { current = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { values, failed };
};

/**
 * Brand → model → generation → engine dropdowns fed by the search cascade (spec section 4).
 * Choosing a level clears the levels below it; `onChange` gets the full choice each time.
 */
export const VehicleSearch = ({ onChange }: { onChange?: (choice: VehicleChoice) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [choice, setChoice] = useState<VehicleChoice>(EMPTY);
  const { brand, model, generation } = choice;

  const options: Record<Level, { values: string[]; failed: boolean }> = {
    brand: useLevelValues(() => dataProvider.getBrands(), 'brands'),
    model: useLevelValues(brand ? () => dataProvider.getModels(brand) : null, JSON.stringify([brand])),
    generation: useLevelValues(brand && model ? () => dataProvider.getGenerations(brand, model) : null, JSON.stringify([brand, model])),
    engine: useLevelValues(
      brand && model && generation ? () => dataProvider.getEngines(brand, model, generation) : null,
      JSON.stringify([brand, model, generation]),
    ),
  };

  const choose = (level: Level, value: string) => {
    const index = LEVELS.indexOf(level);
    const next = { ...choice, [level]: value };
    for (const lower of LEVELS.slice(index + 1)) next[lower] = '';
    setChoice(next);
    onChange?.(next);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {LEVELS.map((level, index) => {
        const above = LEVELS.slice(0, index).every((upper) => choice[upper]);
        const { values, failed } = options[level];
        return (
          <TextField
            key={level}
            select
            label={translate(`vehicle_search.${level}`)}
            value={values.includes(choice[level]) ? choice[level] : ''}
            onChange={(event) => choose(level, event.target.value)}
            disabled={!above || values.length === 0}
            error={failed}
            helperText={failed ? translate('vehicle_search.load_error') : ' '}
            fullWidth
          >
            {values.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Box>
  );
};
