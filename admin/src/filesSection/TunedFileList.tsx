import { TableScroll } from '../shared/phoneTable';
import { Typography } from '@mui/material';
import {
  DataTable, DateInput, List, SelectInput, TextField, TextInput, useLocaleState, useRecordContext, useTranslate, type RaRecord,
} from 'react-admin';
import { formatLocale } from '../credit/dates';
import { LocalizedDateField } from '../fields';
import { adminPath } from '../layout/AdminLink';
import { formatSize } from '../softwareOrders/FileFacts';
import { useLoad } from '../shared/useLoad';
import { DownloadButton } from './DownloadButton';
import { filesApi } from './filesApi';
import type { TunedFile } from './types';
import { SearchFilter } from '../shared/SearchFilter';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';

type FieldProps = { source?: string; label?: string };

const VehicleCell = (_props: FieldProps) => {
  const file = useRecordContext<TunedFile>();
  return file ? <Typography variant="body2">{`${file.make} ${file.model} ${file.engine}`}</Typography> : null;
};

const NumberCell = (_props: FieldProps) => {
  const file = useRecordContext<TunedFile>();
  return file ? <Typography variant="body2" sx={{ fontWeight: 600 }}>{file.number === null ? '—' : `#${file.number}`}</Typography> : null;
};

const SizeCell = (_props: FieldProps) => {
  const file = useRecordContext<TunedFile>();
  const locale = formatLocale(useLocaleState()[0]);
  return file ? <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{formatSize(locale, file.size)}</Typography> : null;
};

/** The SHA-256's start (the project page shows it whole, with a copy button). */
const ShaCell = (_props: FieldProps) => {
  const file = useRecordContext<TunedFile>();
  return file ? <Typography component="code" variant="caption" title={file.sha256} sx={{ fontFamily: 'monospace' }}>{file.sha256.slice(0, 12)}…</Typography> : null;
};

const DownloadCell = (_props: FieldProps) => {
  const file = useRecordContext<TunedFile>();
  return file ? <DownloadButton url={file.url} name={file.name} /> : null;
};

const QuickSearch = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return <SearchFilter source={source} placeholder={translate('files_section.list.search')} />;
};

/** The makes the stock holds (GET /api/files/makes). */
const MakeInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const { data } = useLoad('files-makes', () => filesApi.getMakes());
  return <SelectInput source={source} choices={(data ?? []).map((make) => ({ id: make, name: make }))} translateChoice={false} />;
};

const filters = [
  <QuickSearch key="q" source="q" alwaysOn />,
  <MakeInput key="make" source="make" alwaysOn />,
  <TextInput key="dealer" source="dealer" />,
  <DateInput key="start" source="start" />,
  <DateInput key="end" source="end" />,
];

/**
 * files/ (index-tuned-file, spec section 2): every tuned file of the stock file database, newest
 * first; searched by the start of a hardware number or software version, by make, dealer and day.
 * A row opens the order's project when the reader may read that order (a calibrator: its own and the unassigned).
 */
export const TunedFileList = () => (
  <List resource="files" title="files_section.list.title" filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} exporter={false} disableSyncWithLocation empty={false}>
    <ListLoading columns={12}><TableScroll><DataTable bulkActionButtons={false} rowClick={(_id, _resource, record: RaRecord) => ((record as TunedFile).projectReadable ? adminPath(`/files/project/${(record as TunedFile).orderId}`) : false)}
      empty={<ListEmpty text="files_section.list.none" filtered="files_section.list.empty" />}>
      <DataTable.Col source="number"><NumberCell /></DataTable.Col>
      <DataTable.Col source="at"><LocalizedDateField source="at" showTime /></DataTable.Col>
      <DataTable.Col source="dealerName" disableSort><TextField source="dealerName" /></DataTable.Col>
      <DataTable.Col source="vehicle" disableSort><VehicleCell /></DataTable.Col>
      <DataTable.Col source="hardwareNumber" disableSort><TextField source="hardwareNumber" emptyText="—" sx={{ fontFamily: 'monospace' }} /></DataTable.Col>
      <DataTable.Col source="softwareVersion" disableSort><TextField source="softwareVersion" emptyText="—" sx={{ fontFamily: 'monospace' }} /></DataTable.Col>
      <DataTable.Col source="unit" disableSort />
      <DataTable.Col source="stage" disableSort />
      <DataTable.Col source="version" disableSort />
      <DataTable.Col source="size" disableSort align="right"><SizeCell /></DataTable.Col>
      <DataTable.Col source="sha256" disableSort><ShaCell /></DataTable.Col>
      <DataTable.Col source="download" label="" disableSort><DownloadCell /></DataTable.Col>
    </DataTable></TableScroll></ListLoading>
  </List>
);
