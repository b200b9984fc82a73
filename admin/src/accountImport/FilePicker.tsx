import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';

/** Spec section 5: the importer takes CSV or XLSX files of at most 5MB. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = /\.(csv|xlsx)$/i;

/** The translation key of what is wrong with the file, or null. */
export const fileProblem = (file: File): string | null => {
  if (!ACCEPTED.test(file.name)) return 'credit.account_import.file_type';
  if (file.size > IMPORT_MAX_BYTES) return 'credit.account_import.file_too_large';
  return null;
};

/** Chooses the CSV or XLSX file to import. */
export const FilePicker = ({ file, disabled, onChange }: { file: File | null; disabled: boolean; onChange: (file: File | null) => void }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={disabled}>
        {translate('credit.account_import.choose_file')}
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
        {file ? file.name : translate('credit.account_import.no_file')}
      </Typography>
    </Stack>
  );
};
