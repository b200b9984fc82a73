import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Loading, Title, usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../constants';
import { MessageAlert } from '../layout/FormFeedback';
import { useMayOpen } from '../roles/useMayOpen';
import { useLoad } from '../shared/useLoad';
import { downloadsApi } from './downloadsApi';
import { SectionCard } from './SectionCard';
import { SectionDialog } from './SectionDialog';
import type { DownloadSection } from './types';

/** /downloads: the sections of general files; every account downloads, the Admin manages them. */
export const DownloadsPage = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role[]>();
  const mayOpen = useMayOpen();
  const admin = Boolean(permissions?.includes('Admin'));
  // A sub-user whose download switch is off sees the sections but no download button (the server would answer 403).
  const mayDownload = mayOpen({ permission: 'downloads.download_files' });
  const [round, setRound] = useState(0);
  const { data, error, reload } = useLoad(`general-files:${round}`, () => downloadsApi.list());
  const [editing, setEditing] = useState<DownloadSection | 'new' | null>(null);
  const changed = () => setRound((r) => r + 1);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="downloads.title" />
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{translate('downloads.title')}</Typography>
        {admin && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="new-section">{translate('downloads.new_section')}</Button>}
      </Stack>
      {!data ? (error ? <MessageAlert message={error} /> : <Loading loadingPrimary="downloads.loading" />) : data.length === 0 ? (
        <Alert severity="info" data-testid="downloads-empty">
          {translate('downloads.empty')}{admin && <Box component="span">{' '}{translate('downloads.empty_admin')}</Box>}
        </Alert>
      ) : (
        data.map((section) => (
          <SectionCard key={section.id} section={section} admin={admin} mayDownload={mayDownload} onEdit={() => setEditing(section)} onChanged={() => { changed(); reload(); }} />
        ))
      )}
      {editing && <SectionDialog section={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); changed(); }} />}
    </Stack>
  );
};
