import { Box, Button, Stack, Typography } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { LocalizedDateField } from '../fields';
import { adminPath } from '../layout/AdminLink';
import { MessageAlert } from '../layout/FormFeedback';
import { FileFacts } from '../softwareOrders/FileFacts';
import { StatusChip } from '../softwareOrders/StatusChip';
import { useLoad } from '../shared/useLoad';
import { DownloadButton } from './DownloadButton';
import { filesApi } from './filesApi';
import { Section } from '../shared/Section';
import type { ProjectFile } from './types';
import { useRoles } from '../roles/useMayOpen';
import { PageSkeleton } from '../shared/LoadingSkeleton';

const FileRow = ({ file }: { file: ProjectFile }) => {
  const translate = useTranslate();
  return (
    <Box data-testid="project-file" sx={{ py: 0.5 }}>
      <FileFacts name={`${file.unit} · ${file.name}`} size={file.size} sha256={file.sha256} action={<DownloadButton url={file.url} name={file.name} label="files_section.project.download" />} />
      {(file.hardwareNumber || file.softwareVersion) && (
        <Typography variant="caption" color="text.secondary" component="div">
          {[file.hardwareNumber && translate('files_section.project.hardware', { value: file.hardwareNumber }),
            file.softwareVersion && translate('files_section.project.software', { value: file.softwareVersion })].filter(Boolean).join(' · ')}
        </Typography>
      )}
    </Box>
  );
};

const When = ({ at }: { at: string }) => <LocalizedDateField record={{ id: at, at }} source="at" showTime variant="caption" color="text.secondary" />;

/** A round of reads or a tuned version: its heading and time, its note, its files. */
const FileGroup = ({ heading, at, note, files }: { heading: string; at: string; note?: string | null; files: ProjectFile[] }) => (
  <Box>
    <Typography variant="subtitle2">{heading} <When at={at} /></Typography>
    {note && <Typography variant="body2" color="text.secondary">{note}</Typography>}
    {files.map((file) => <FileRow key={`${file.unit}:${file.sha256}`} file={file} />)}
  </Box>
);

/** files/project/{id}: everything of one order: its original reads round by round, its tuned versions, the chat's attachments. */
export const ProjectPage = () => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const permissions = useRoles();
  const { data: project, error } = useLoad(`files-project:${id}`, () => filesApi.getProject(id));
  if (!project) return error ? <MessageAlert message={error} /> : <PageSkeleton />;
  const { order } = project;
  const staff = (permissions ?? []).some((role) => role === 'Admin' || role === 'Calibrator');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="files_section.project.title" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{translate('files_section.project.heading', { number: order.number ?? '' })}</Typography>
        <StatusChip status={order.status} />
        <Box sx={{ flexGrow: 1 }} />
        <Button component={Link} to={adminPath(`/order-detail/${order.id}`)} startIcon={<OpenInNewIcon />}>{translate('files_section.project.open_order')}</Button>
        {staff && <Button component={Link} to={adminPath('/files')} startIcon={<ListAltIcon />}>{translate('files_section.menu.files')}</Button>}
      </Stack>
      <Section title="files_section.project.vehicle">
        <Typography variant="body1">{`${order.make} ${order.model} ${order.engine}`}</Typography>
        <Typography variant="body2" color="text.secondary">{`${order.generation} · ${order.type} · ${order.stage}${order.vin ? ` · ${order.vin}` : ''}`}</Typography>
        <Typography variant="body2">{`${translate('files_section.project.dealer')}: ${order.dealerName}`}</Typography>
        <Typography variant="body2">{`${translate('files_section.project.calibrator')}: ${order.calibratorName ?? translate('files_section.project.none')}`}</Typography>
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Section title="files_section.project.reads">
          <Stack spacing={1.5} data-testid="project-reads">
            {project.reads.map((round) => (
              <FileGroup key={round.round} heading={translate('files_section.project.round', { round: round.round })} at={round.at} note={round.note} files={round.files} />
            ))}
          </Stack>
        </Section>
        <Section title="files_section.project.versions">
          <Stack spacing={1.5} data-testid="project-versions">
            {project.versions.length === 0 && <Typography variant="body2" color="text.secondary">{translate('files_section.project.no_versions')}</Typography>}
            {project.versions.map((version) => (
              <FileGroup key={version.version} heading={translate('files_section.project.version', { version: version.version })} at={version.at} note={version.note} files={version.files} />
            ))}
          </Stack>
        </Section>
      </Box>
      <Section title="files_section.project.chat">
        {project.chatAttachments.length === 0
          ? <Typography variant="body2" color="text.secondary">{translate('files_section.project.no_chat')}</Typography>
          : project.chatAttachments.map((file) => <FileRow key={`${file.messageId}:${file.sha256}`} file={{ ...file, unit: '' }} />)}
      </Section>
    </Stack>
  );
};
