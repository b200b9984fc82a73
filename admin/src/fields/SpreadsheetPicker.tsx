import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { FileName } from '../shared/FileName';

type Props = {
  file: File | null;
  disabled: boolean;
  onChange: (file: File | null) => void;
  /** Translation keys of the button and of the text shown before a file is chosen. */
  labels: { choose: string; none: string };
};

/** Chooses one CSV or XLSX file (account import, catalogue sheets); the same file may be chosen again. */
export const SpreadsheetPicker = ({ file, disabled, onChange, labels }: Props) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={disabled}>
        {translate(labels.choose)}
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
      <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ minWidth: 0 }}>
        {file ? <FileName name={file.name} /> : translate(labels.none)}
      </Typography>
    </Stack>
  );
};
