import { useRef, useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { filesApi } from './filesApi';
import { usePreOrderCommand } from './usePreOrderCommand';
import { Section } from '../shared/Section';
import { useMayOpen } from '../roles/useMayOpen';

/** files/pre-order for those who order: upload a read and ask about it before ordering. */
export const PreOrderAskForm = () => {
  const mayUpload = useMayOpen()({ permission: 'downloads.upload_files' });
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [unit, setUnit] = useState<'ECU' | 'TCU'>('ECU');
  const [file, setFile] = useState<File | null>(null);
  const [hardwareNumber, setHardwareNumber] = useState('');
  const [softwareVersion, setSoftwareVersion] = useState('');
  const [question, setQuestion] = useState('');
  const { busy, run } = usePreOrderCommand('files_section.pre_order.asked');
  const ask = async () => {
    if (!file || !question.trim()) return;
    await run(async () => {
      const upload = await filesApi.uploadRead(unit, file);
      await filesApi.askPreOrder({
        uploadId: upload.id, question, ...(hardwareNumber.trim() ? { hardwareNumber } : {}), ...(softwareVersion.trim() ? { softwareVersion } : {}),
      }, crypto.randomUUID());
      setFile(null);
      setQuestion('');
      setHardwareNumber('');
      setSoftwareVersion('');
      if (input.current) input.current.value = '';
    });
  };
  // Asking means uploading a read: a sub-user without "upload files" reads the answers only (issue 13).
  if (!mayUpload) return null;
  return (
    <Section title="files_section.pre_order.ask_title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('files_section.pre_order.ask_hint')}</Typography>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField select size="small" label={translate('files_section.pre_order.unit')} value={unit} onChange={(e) => setUnit(e.target.value as 'ECU' | 'TCU')} sx={{ minWidth: 120 }}>
            <MenuItem value="ECU">ECU</MenuItem>
            <MenuItem value="TCU">TCU</MenuItem>
          </TextField>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
            {translate('files_section.pre_order.choose')}
            <input ref={input} hidden type="file" data-testid="pre-order-file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Button>
          <Typography variant="body2">{file?.name ?? ''}</Typography>
        </Stack>
        <Stack direction="row" spacing={2}>
          <TextField size="small" label={translate('software_orders.file_details.hardwareNumber')} value={hardwareNumber} onChange={(e) => setHardwareNumber(e.target.value)} inputProps={{ maxLength: 60 }} />
          <TextField size="small" label={translate('software_orders.file_details.softwareVersion')} value={softwareVersion} onChange={(e) => setSoftwareVersion(e.target.value)} inputProps={{ maxLength: 60 }} />
        </Stack>
        <TextField label={translate('files_section.pre_order.question')} value={question} onChange={(e) => setQuestion(e.target.value)} multiline minRows={3} inputProps={{ maxLength: 2000 }} />
        <Stack direction="row">
          <Button variant="contained" onClick={ask} disabled={busy || !file || !question.trim()}>{translate('files_section.pre_order.ask')}</Button>
        </Stack>
      </Stack>
    </Section>
  );
};
