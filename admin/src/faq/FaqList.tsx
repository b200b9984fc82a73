import { TableScroll } from '../shared/phoneTable';
import { Box, Button, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { CreateButton, DataTable, List, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../fields';
import { adminPath } from '../layout/AdminLink';
import { useTextIn } from '../shared/useTextIn';
import type { FaqRecord } from './faqApi';
import { SearchFilter } from '../shared/SearchFilter';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';

const filters = [<SearchFilter key="q" source="q" alwaysOn />];

const Localized = ({ en, es }: { en: keyof FaqRecord; es: keyof FaqRecord }) => {
  const record = useRecordContext<FaqRecord>();
  const textIn = useTextIn();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{textIn(String(record[en]), String(record[es])) || translate('faq.general')}</span>;
};

const Actions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button href={adminPath('/faq')} target="_blank" startIcon={<OpenInNewIcon />} size="small">{translate('faq.title')}</Button>
      <CreateButton />
    </TopToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4 }}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{translate('faq.empty')}</Typography>
      <CreateButton />
    </Box>
  );
};

/** Admin: the FAQ as the public page groups it. */
export const FaqList = () => (
  <List filters={filters} sort={{ field: 'group', order: 'ASC' }} perPage={50} exporter={false} actions={<Actions />} empty={<Empty />}>
    <ListLoading columns={4}><TableScroll><DataTable bulkActionButtons={false} rowClick="edit" empty={<ListEmpty text="faq.empty" />}>
      <DataTable.Col source="group">
        <Localized en="groupEn" es="groupEs" />
      </DataTable.Col>
      <DataTable.Col source="question" disableSort>
        <Localized en="questionEn" es="questionEs" />
      </DataTable.Col>
      <DataTable.Col source="position" align="right" />
      <DataTable.Col source="updatedAt">
        <LocalizedDateField source="updatedAt" />
      </DataTable.Col>
    </DataTable></TableScroll></ListLoading>
  </List>
);
