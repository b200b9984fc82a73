import { useRef, useState } from 'react';
import { Box, Button, Card, CardContent, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UploadIcon from '@mui/icons-material/Upload';
import { Confirm, useLocale, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { FileName } from '../shared/FileName';
import { downloadsApi } from './downloadsApi';
import { inLocale, type DownloadSection, type GeneralFile } from './types';

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type Props = { section: DownloadSection; admin: boolean; mayDownload: boolean; onEdit: () => void; onChanged: () => void };

/** One section in the reader's language with its files; the Admin's upload, edit and removals, each removal confirmed. */
export const SectionCard = ({ section, admin, mayDownload, onEdit, onChanged }: Props) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<{ file: GeneralFile | null } | null>(null);
  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      if (done) notify(done, { type: 'success' });
      onChanged();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const description = inLocale(section.description, locale);
  return (
    <Card variant="outlined" data-testid="download-section">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>{inLocale(section.title, locale)}</Typography>
          {admin && (
            <>
              <input ref={input} type="file" hidden data-testid="section-upload-input" onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void run(() => downloadsApi.upload(section.id, file), 'downloads.uploaded');
              }} />
              <Button size="small" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>{translate('downloads.upload')}</Button>
              <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>{translate('downloads.edit')}</Button>
              <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirm({ file: null })}>{translate('downloads.delete')}</Button>
            </>
          )}
        </Stack>
        {description && <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>{description}</Typography>}
        {section.files.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('downloads.no_files')}</Typography>
        ) : (
          <List dense>
            {section.files.map((file) => (
              <ListItem key={file.id} data-testid="download-file" secondaryAction={
                <Box>
                  {mayDownload && (
                    <Tooltip title={translate('downloads.download')}>
                      <IconButton aria-label={translate('downloads.download')} data-testid="download-file-button" onClick={() => void run(() => downloadsApi.download(section.id, file.id, file.name))}><DownloadIcon /></IconButton>
                    </Tooltip>
                  )}
                  {admin && (
                    <Tooltip title={translate('downloads.remove_file')}>
                      <IconButton aria-label={translate('downloads.remove_file')} onClick={() => setConfirm({ file })}><DeleteIcon /></IconButton>
                    </Tooltip>
                  )}
                </Box>
              }>
                <ListItemText primary={<FileName name={file.name} />} secondary={sizeText(file.size)} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <Confirm
        isOpen={confirm !== null}
        title={confirm?.file ? 'downloads.remove_file' : 'downloads.delete'}
        content={confirm?.file ? 'downloads.remove_file_confirm' : 'downloads.delete_confirm'}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          const file = confirm?.file;
          setConfirm(null);
          void run(() => (file ? downloadsApi.removeFile(section.id, file.id) : downloadsApi.remove(section.id)), file ? undefined : 'downloads.deleted');
        }}
      />
    </Card>
  );
};
