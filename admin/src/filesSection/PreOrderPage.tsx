import { TableScroll, WIDER_THAN_PHONE } from '../shared/phoneTable';
import { useState } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { DataTable, List, TextField as RaTextField, useRecordContext, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../fields';
import { Sha256 } from '../softwareOrders/Sha256';
import { FileName } from '../shared/FileName';
import { DownloadButton } from './DownloadButton';
import { filesApi } from './filesApi';
import { PreOrderAskForm } from './PreOrderAskForm';
import { usePreOrderCommand } from './usePreOrderCommand';
import type { PreOrder } from './types';
import { useActedFor } from '../subUsers/actedFor';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';
import { useRoles } from '../roles/useMayOpen';

type FieldProps = { source?: string; label?: string };

const AskedBy = (_props: FieldProps) => {
  const request = useRecordContext<PreOrder>();
  const actedFor = useActedFor();
  return request ? <>{actedFor(request.dealerName, request.subUserName)}</> : null;
};

const StatusCell = (_props: FieldProps) => {
  const request = useRecordContext<PreOrder>();
  const translate = useTranslate();
  if (!request) return null;
  return <Chip size="small" color={request.status === 'answered' ? 'success' : 'warning'} label={translate(`files_section.pre_order.status_${request.status}`)} />;
};

const AnswerForm = ({ request }: { request: PreOrder }) => {
  const translate = useTranslate();
  const [answer, setAnswer] = useState('');
  const { busy, run } = usePreOrderCommand('files_section.pre_order.answered');
  const send = () => run(() => filesApi.answerPreOrder(request.id, answer));
  return (
    <Stack spacing={1} sx={{ maxWidth: 640 }}>
      <TextField label={translate('files_section.pre_order.answer')} value={answer} onChange={(e) => setAnswer(e.target.value)} multiline minRows={2} inputProps={{ maxLength: 2000 }} />
      <Stack direction="row"><Button variant="contained" onClick={send} disabled={busy || !answer.trim()}>{translate('files_section.pre_order.answer_button')}</Button></Stack>
    </Stack>
  );
};

/** One request opened: the read (download, SHA-256, numbers), the question, the answer or the staff's answer form. */
const RequestPanel = ({ staff }: { staff: boolean }) => {
  const request = useRecordContext<PreOrder>();
  const translate = useTranslate();
  if (!request) return null;
  return (
    <Stack spacing={1.5} sx={{ py: 1 }} data-testid="pre-order-panel">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0 }}><FileName name={`${request.unit} · ${request.name}`} /></Typography>
        <DownloadButton url={request.url} name={request.name} label="files_section.pre_order.download" />
      </Stack>
      <Sha256 value={request.sha256} />
      {(request.hardwareNumber || request.softwareVersion) && (
        <Typography variant="caption" color="text.secondary">
          {translate('files_section.pre_order.numbers', { hardware: request.hardwareNumber ?? '—', software: request.softwareVersion ?? '—' })}
        </Typography>
      )}
      <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>{request.question}</Typography>
      {request.answer ? (
        <Box sx={{ borderLeft: 3, borderColor: 'success.main', pl: 1.5 }}>
          <Typography variant="caption" color="text.secondary">{translate('files_section.pre_order.answered_by', { name: request.answeredByName ?? '' })}</Typography>
          <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }} data-testid="pre-order-answer">{request.answer}</Typography>
        </Box>
      ) : staff ? <AnswerForm request={request} /> : <Typography variant="body2" color="text.secondary">{translate('files_section.pre_order.waiting')}</Typography>}
    </Stack>
  );
};

/**
 * files/pre-order (our reading, api/CONTRACT.md): a dealer asks about a read before ordering and
 * reads its own requests; Admin and Calibrator list every request and answer it once.
 */
export const PreOrderPage = () => {
  const permissions = useRoles();
  const roles = permissions ?? [];
  const staff = roles.some((role) => role === 'Admin' || role === 'Calibrator');
  const asks = roles.some((role) => role === 'Distributor' || role === 'Dealer' || role === 'SubDealer');
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {asks && <PreOrderAskForm />}
      <List resource="files/pre-order" title="files_section.pre_order.title" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false} disableSyncWithLocation
        empty={false}>
        <ListLoading columns={8}><TableScroll><DataTable bulkActionButtons={false} expand={<RequestPanel staff={staff} />} rowClick="expand" empty={<ListEmpty text="files_section.pre_order.empty" />}>
          <DataTable.Col source="createdAt"><LocalizedDateField source="createdAt" showTime /></DataTable.Col>
          {/* Staff see whose request it is; the account sees which of its sub-users asked (issue 13). */}
          <DataTable.Col source="dealerName" disableSort sx={WIDER_THAN_PHONE}><AskedBy /></DataTable.Col>
          <DataTable.Col source="unit" disableSort sx={WIDER_THAN_PHONE} />
          <DataTable.Col source="name" disableSort render={(request: PreOrder) => <FileName name={request.name} sx={{ maxWidth: 240 }} />} />
          <DataTable.Col source="hardwareNumber" disableSort sx={WIDER_THAN_PHONE}><RaTextField source="hardwareNumber" emptyText="—" /></DataTable.Col>
          <DataTable.Col source="question" disableSort sx={WIDER_THAN_PHONE}><RaTextField source="question" sx={{ display: 'block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} /></DataTable.Col>
          <DataTable.Col source="status" disableSort><StatusCell /></DataTable.Col>
        </DataTable></TableScroll></ListLoading>
      </List>
    </Stack>
  );
};
