import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';

/** Chooses the CSV or XLSX sheet to import. */
export const SheetFilePicker = ({ file, disabled, onChange }: { file: File | null; disabled: boolean; onChange: (file: File | null) => void }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={disabled}>
        {translate('vehicle_database.upload.choose_file')}
        <input
          hidden
          type="file"
          name="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </Button>
      <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
        {file ? file.name : translate('vehicle_database.upload.no_file')}
      </Typography>
    </Stack>
  );
};
