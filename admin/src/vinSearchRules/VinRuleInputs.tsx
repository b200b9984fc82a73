import { regex, required, TextInput } from 'react-admin';
import { Box } from '@mui/material';

/** The server's rule (api/routes/vin/schemas.ts): a VIN prefix of 3 to 11 letters, digits or hyphens. */
const PATTERN = /^[A-Za-z0-9-]{3,11}$/;
const patternRules = [required('portal.validation.required'), regex(PATTERN, 'vin_search_rules.pattern_invalid')];
const requiredText = required('portal.validation.required');

/** Shared by VinRuleCreate and VinRuleEdit: the prefix and the catalogue filters it stands for. */
export const VinRuleInputs = () => (
  <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%', maxWidth: 800 }}>
    <TextInput source="pattern" validate={patternRules} helperText="vin_search_rules.pattern_hint" parse={(value: string) => value.toUpperCase()} />
    <Box />
    <TextInput source="make" validate={requiredText} />
    <TextInput source="model" validate={requiredText} />
    <TextInput source="generation" helperText="vin_search_rules.any" />
    <TextInput source="engine" helperText="vin_search_rules.any" />
    <TextInput source="note" multiline minRows={2} sx={{ gridColumn: { md: '1 / span 2' } }} />
  </Box>
);
