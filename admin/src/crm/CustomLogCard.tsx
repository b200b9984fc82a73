import { useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCommand } from '../shared/useCommand';
import { crmApi, typed, type CrmUser } from './api';
import { TextFields } from './TextFields';
import { CrmLogTable } from './CrmLogTable';

/** A custom entry of the activity log, and this customer's log. */
export const CustomLogCard = ({ user }: { user: CrmUser }) => {
  const translate = useTranslate();
  const { busy, run } = useCommand();
  const [text, setText] = useState({ en: '', es: '' });
  const [round, setRound] = useState(0);
  const add = async () => {
    if (await run(() => crmApi.log(user.id, typed(text.en, text.es)), 'crm.logs.added')) {
      setText({ en: '', es: '' });
      setRound((n) => n + 1);
    }
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1">{translate('crm.logs.title')}</Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ my: 1 }}>
          <TextFields name="log" label="crm.fields.text" en={text.en} es={text.es} onChange={setText} multiline />
          <Button variant="contained" disabled={busy || !text.en.trim()} onClick={add}>{translate('crm.logs.add')}</Button>
        </Stack>
        <CrmLogTable userId={user.id} refresh={`${user.appointments.length}-${user.feedback_total}-${user.targets.length}-${round}`} />
      </CardContent>
    </Card>
  );
};
