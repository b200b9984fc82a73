import { Box } from '@mui/material';
import { LocalizedDateField } from '../fields';
import { Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';

/** The HTML body in a sandboxed frame: mail HTML must not run script inside the admin. */
const MailBody = (_props: { label?: string }) => {
  const translate = useTranslate();
  const mail = useRecordContext<{ html?: string | null; text?: string | null }>();
  if (!mail) return null;
  if (!mail.html) return <Box sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>{mail.text}</Box>;
  return (
    <Box
      component="iframe"
      title={translate('resources.mail.fields.html')}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={`<base target="_blank">${mail.html}`}
      sx={{ width: '100%', minHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
    />
  );
};

/** Admin: one mail of the dev mailbox. */
export const MailShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="to" />
      <TextField source="subject" />
      <LocalizedDateField source="createdAt" showTime />
      <LocalizedDateField source="sentAt" showTime emptyText="—" />
      <Labeled label="resources.mail.fields.html" fullWidth>
        <MailBody />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
