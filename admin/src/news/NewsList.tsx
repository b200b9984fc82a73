import { TableScroll } from '../shared/phoneTable';
import { Box, Chip, Typography } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, useRecordContext, useTranslate } from 'react-admin';
import { LocalizedDateField } from '../fields';
import { useTextIn } from '../shared/useTextIn';
import type { NewsRecord } from './newsApi';
import { SearchFilter } from '../shared/SearchFilter';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';
import { useRoles } from '../roles/useMayOpen';

const filters = [<SearchFilter key="q" source="q" alwaysOn />];

/** The title in the reader's language, bold with a "New" mark while unread. */
const NewsTitle = () => {
  const record = useRecordContext<NewsRecord>();
  const textIn = useTextIn();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: record.read ? 400 : 700 }}>{textIn(record.titleEn, record.titleEs)}</Typography>
      {record.read ? null : <Chip size="small" color="error" label={translate('news.new_marker')} />}
    </Box>
  );
};

const NewsEmpty = ({ admin }: { admin: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4 }}>
      <Typography variant="body1" sx={{ color: 'text.secondary', mb: 2 }}>{translate('news.empty')}</Typography>
      {admin ? <CreateButton /> : null}
    </Box>
  );
};

/** News, newest first (issue 14): everyone reads; the Admin writes and edits. */
export const NewsList = () => {
  const permissions = useRoles();
  const admin = Boolean(permissions?.includes('Admin'));
  return (
    <List filters={filters} sort={{ field: 'publishedAt', order: 'DESC' }} perPage={25} exporter={false} empty={<NewsEmpty admin={admin} />}>
      <ListLoading columns={admin ? 3 : 2}><TableScroll><DataTable bulkActionButtons={false} rowClick="show" empty={<ListEmpty text="news.empty" />}>
        <DataTable.Col source="title" disableSort>
          <NewsTitle />
        </DataTable.Col>
        <DataTable.Col source="publishedAt">
          <LocalizedDateField source="publishedAt" showTime />
        </DataTable.Col>
        {admin ? (
          <DataTable.Col disableSort>
            <EditButton />
          </DataTable.Col>
        ) : null}
      </DataTable></TableScroll></ListLoading>
    </List>
  );
};
