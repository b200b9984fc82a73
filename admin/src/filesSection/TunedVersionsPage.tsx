import { Box, Button, Stack, Typography } from '@mui/material';
import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { LocalizedDateField } from '../fields';
import { adminPath } from '../layout/AdminLink';
import { MessageAlert } from '../layout/FormFeedback';
import { FileFacts } from '../softwareOrders/FileFacts';
import { StatusChip } from '../softwareOrders/StatusChip';
import { Section } from '../shared/Section';
import { useLoad } from '../shared/useLoad';
import { DownloadButton } from './DownloadButton';
import { filesApi } from './filesApi';
import { PageSkeleton } from '../shared/LoadingSkeleton';

/**
 * files/tuned/{id} (spec section 2, the files section): `id` is an order's, as in GET files/tuned/:id.
 * Our reading: the tuned versions the calibrators delivered for that order, newest first, each file
 * with its SHA-256 and download; the order's reads and chat files are its project (files/project/{id}).
 */
export const TunedVersionsPage = () => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: project, error } = useLoad(`files-tuned:${id}`, () => filesApi.getProject(id));
  if (!project) return error ? <MessageAlert message={error} /> : <PageSkeleton />;
  const { order } = project;
  const versions = [...project.versions].sort((a, b) => b.version - a.version);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="files_section.tuned.title" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{translate('files_section.tuned.heading', { number: order.number ?? '' })}</Typography>
        <StatusChip status={order.status} />
        <Box sx={{ flexGrow: 1 }} />
        <Button component={Link} to={adminPath(`/order-detail/${order.id}`)} startIcon={<OpenInNewIcon />}>{translate('files_section.project.open_order')}</Button>
        <Button component={Link} to={adminPath(`/files/project/${order.id}`)} startIcon={<AccountTreeIcon />}>{translate('files_section.tuned.project')}</Button>
      </Stack>
      <Typography variant="body1">{`${order.make} ${order.model} ${order.engine} · ${order.type} · ${order.stage}`}</Typography>
      <Section title="files_section.project.versions">
        <Stack spacing={1.5} data-testid="tuned-versions">
          {versions.length === 0 && <Typography variant="body2" color="text.secondary">{translate('files_section.project.no_versions')}</Typography>}
          {versions.map((version) => (
            <Box key={version.version}>
              <Typography variant="subtitle2">
                {translate('files_section.project.version', { version: version.version })}{' '}
                <LocalizedDateField record={{ id: version.at, at: version.at }} source="at" showTime variant="caption" color="text.secondary" />
              </Typography>
              {version.note && <Typography variant="body2" color="text.secondary">{version.note}</Typography>}
              {version.files.map((file) => (
                <Box key={`${file.unit}:${file.sha256}`} data-testid="tuned-file" sx={{ py: 0.5 }}>
                  <FileFacts name={`${file.unit} · ${file.name}`} size={file.size} sha256={file.sha256}
                    action={<DownloadButton url={file.url} name={file.name} label="files_section.project.download" />} />
                </Box>
              ))}
            </Box>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
};
