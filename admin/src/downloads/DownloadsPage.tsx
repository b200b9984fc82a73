import { useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';
import { MessageAlert } from '../layout/FormFeedback';
import { useMayOpen, useRoles } from '../roles/useMayOpen';
import { useLoad } from '../shared/useLoad';
import { downloadsApi } from './downloadsApi';
import { SectionCard } from './SectionCard';
import { SectionDialog } from './SectionDialog';
import type { DownloadSection } from './types';
import { EmptyState } from '../shared/EmptyState';
import { CardSkeleton } from '../shared/LoadingSkeleton';

/** The sections' cards while they load. */
const SectionsLoading = () => (
  <Stack spacing={2}>
    {[0, 1].map((card) => <Card key={card} variant="outlined"><CardContent><CardSkeleton label="downloads.loading" /></CardContent></Card>)}
  </Stack>
);

/** /downloads: the sections of general files; every account downloads, the Admin manages them. */
export const DownloadsPage = () => {
  const translate = useTranslate();
  const permissions = useRoles();
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
      {!data ? (error ? <MessageAlert message={error} /> : <SectionsLoading />) : data.length === 0 ? (
        <Card variant="outlined">
          <EmptyState text="downloads.empty" testId="downloads-empty">
            {admin && <Typography variant="body2" color="text.secondary">{translate('downloads.empty_admin')}</Typography>}
          </EmptyState>
        </Card>
      ) : (
        data.map((section) => (
          <SectionCard key={section.id} section={section} admin={admin} mayDownload={mayDownload} onEdit={() => setEditing(section)} onChanged={() => { changed(); reload(); }} />
        ))
      )}
      {editing && <SectionDialog section={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); changed(); }} />}
    </Stack>
  );
};
