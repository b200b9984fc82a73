import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { LocalizedDateField } from '../fields';
import { useTextIn } from '../shared/useTextIn';
import { WrittenText } from '../shared/WrittenText';
import { markNewsRead, type NewsRecord } from './newsApi';

/** Opening an item marks it read once (the server ignores a second mark). */
const MarkRead = () => {
  const record = useRecordContext<NewsRecord>();
  useEffect(() => {
    if (record?.id && !record.read) void markNewsRead(record.id).catch(() => undefined);
  }, [record?.id, record?.read]);
  return null;
};

const NewsContent = () => {
  const record = useRecordContext<NewsRecord>();
  const textIn = useTextIn();
  if (!record) return null;
  return (
    <>
      <Typography variant="h5" component="h2" data-testid="news-title">{textIn(record.titleEn, record.titleEs)}</Typography>
      <WrittenText text={textIn(record.bodyEn, record.bodyEs)} testId="news-body" />
    </>
  );
};

/** One news item in the reader's language. */
export const NewsShow = () => (
  <Show>
    <SimpleShowLayout>
      <MarkRead />
      <LocalizedDateField source="publishedAt" showTime />
      <NewsContent />
    </SimpleShowLayout>
  </Show>
);
