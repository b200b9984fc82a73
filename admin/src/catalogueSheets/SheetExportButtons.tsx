import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { downloadSheet, type SheetKindName } from './sheetApi';

/**
 * Start/end date filter and one XLSX export button per kind (rows changed within the dates; none
 * given = everything). Reused by the pricing screens: `<SheetExportButtons kind="price-config" />`.
 */
export const SheetExportButtons = ({ kind, kinds }: { kind?: SheetKindName; kinds?: readonly SheetKindName[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [pending, setPending] = useState<SheetKindName | null>(null);
  const startAfterEnd = start !== '' && end !== '' && start > end;
  const list = kinds ?? (kind ? [kind] : []);

  const download = async (name: SheetKindName) => {
    setPending(name);
    try {
      await downloadSheet(name, { start, end });
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setPending(null);
    }
  };

  const dateField = (label: string, value: string, onChange: (value: string) => void, helperText?: string) => (
    <TextField
      type="date"
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={startAfterEnd}
      helperText={helperText}
      fullWidth={false}
      sx={{ width: 200 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {dateField('vehicle_database.export.start', start, setStart)}
      {dateField('vehicle_database.export.end', end, setEnd, startAfterEnd ? translate('vehicle_database.export.start_after_end') : undefined)}
      {list.map((name) => (
        <Button key={name} variant="outlined" sx={{ mt: 0.5 }} startIcon={<DownloadIcon />} disabled={startAfterEnd || pending !== null} onClick={() => download(name)}>
          {translate('vehicle_database.export.button', { kind: translate(`vehicle_database.kinds.${name}`) })}
        </Button>
      ))}
    </Stack>
  );
};
