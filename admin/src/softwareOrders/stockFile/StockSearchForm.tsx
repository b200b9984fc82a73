import { useState, type FormEvent } from 'react';
import { Box, Button, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import type { OriginalFileKind } from '../../../../events/constants';
import type { StockSearch } from '../types';

export type StockQuery = { unit: OriginalFileKind; body: StockSearch };

/** The read the dealer has: its unit, hardware number (needed), software version and tool. */
export const StockSearchForm = ({ onSearch, searching }: { onSearch: (query: StockQuery) => void; searching: boolean }) => {
  const translate = useTranslate();
  const [unit, setUnit] = useState<OriginalFileKind>('ECU');
  const [fields, setFields] = useState({ hardwareNumber: '', softwareVersion: '', tool: '' });
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.hardwareNumber.trim()) return setMissing(true);
    const body: StockSearch = { hardware_number: fields.hardwareNumber.trim() };
    if (fields.softwareVersion.trim()) body.software_version = fields.softwareVersion.trim();
    if (fields.tool.trim()) body.tool = fields.tool.trim();
    onSearch({ unit, body });
  };
  const input = (field: keyof typeof fields, required = false) => (
    <TextField size="small" name={field} label={translate(`software_orders.file_details.${field}`)} value={fields[field]} required={required}
      error={required && missing} helperText={required && missing ? translate('portal.validation.required') : ' '}
      onChange={(event) => { setMissing(false); setFields({ ...fields, [field]: event.target.value }); }} slotProps={{ htmlInput: { maxLength: 60 } }} />
  );
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <ToggleButtonGroup exclusive color="primary" size="small" value={unit} onChange={(_event, next: OriginalFileKind | null) => next && setUnit(next)}
        aria-label={translate('software_orders.stock.unit')} sx={{ justifySelf: 'start' }}>
        <ToggleButton value="ECU">ECU</ToggleButton>
        <ToggleButton value="TCU">TCU</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {input('hardwareNumber', true)}
        {input('softwareVersion')}
        {input('tool')}
      </Box>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={searching} sx={{ justifySelf: 'start' }}>
        {translate('software_orders.stock.search')}
      </Button>
    </Box>
  );
};
