import { TableScroll } from '../shared/phoneTable';
import { Button, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { DataTable, Edit, List, maxLength, SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { BODY_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../events/localized';
import { LocalizedDateField } from '../fields';
import { adminPath } from '../layout/AdminLink';
import { useTextIn } from '../shared/useTextIn';
import { sitePath, type ContentPageRecord } from './contentPageApi';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';

const PageName = () => {
  const record = useRecordContext<ContentPageRecord>();
  const translate = useTranslate();
  return record ? <span>{translate(`content_pages.slugs.${record.slug}`)}</span> : null;
};

const PageTitle = () => {
  const record = useRecordContext<ContentPageRecord>();
  const textIn = useTextIn();
  const translate = useTranslate();
  if (!record) return null;
  return record.updatedAt ? <span>{textIn(record.titleEn, record.titleEs)}</span> : <Typography variant="body2" sx={{ color: 'text.secondary' }}>{translate('content_pages.not_written')}</Typography>;
};

/** Admin: the spec's public pages, written or not. */
export const ContentPageList = () => (
  <List pagination={false} exporter={false} actions={false}>
    <ListLoading columns={3}><TableScroll><DataTable bulkActionButtons={false} rowClick="edit" empty={<ListEmpty />}>
      <DataTable.Col source="slug" disableSort><PageName /></DataTable.Col>
      <DataTable.Col source="title" disableSort><PageTitle /></DataTable.Col>
      <DataTable.Col source="updatedAt" disableSort><LocalizedDateField source="updatedAt" showTime emptyText="–" /></DataTable.Col>
    </DataTable></TableScroll></ListLoading>
  </List>
);

const OpenPublic = () => {
  const record = useRecordContext<ContentPageRecord>();
  const translate = useTranslate();
  return record ? <Button href={adminPath(sitePath(record.slug))} target="_blank" startIcon={<OpenInNewIcon />}>{translate('content_pages.open_public')}</Button> : null;
};

const PageToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <OpenPublic />
  </Toolbar>
);

/** Admin: a page's title and text in both languages. */
export const ContentPageEdit = () => {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="list" title={<PageName />}>
      <SimpleForm noValidate toolbar={<PageToolbar />}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>{translate('content_pages.languages_hint')}</Typography>
        <TextInput source="titleEn" fullWidth validate={maxLength(TITLE_MAX_LENGTH)} />
        <TextInput source="titleEs" fullWidth validate={maxLength(TITLE_MAX_LENGTH)} />
        <TextInput source="bodyEn" fullWidth multiline minRows={8} validate={maxLength(BODY_MAX_LENGTH)} />
        <TextInput source="bodyEs" fullWidth multiline minRows={8} validate={maxLength(BODY_MAX_LENGTH)} />
      </SimpleForm>
    </Edit>
  );
};
