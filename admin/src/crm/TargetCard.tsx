import { useState } from 'react';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { useCommand } from '../shared/useCommand';
import { crmApi, type CrmUser } from './api';

/** The first day of this month: a target usually counts the month's purchases. */
const monthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
};

export const TargetCard = ({ user, onDone }: { user: CrmUser; onDone: () => void }) => {
  const translate = useTranslate();
  const dates = useDates();
  const { busy, run } = useCommand();
  const [credits, setCredits] = useState('');
  const [from, setFrom] = useState(monthStart());
  const save = async () => {
    if (await run(() => crmApi.setTarget(user.id, Number(credits), new Date(`${from}T00:00:00Z`).toISOString()), 'crm.target.saved')) onDone();
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1">{translate('crm.target.title')}</Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <TextField size="small" type="number" name="credits_to_buy" label={translate('crm.fields.credits_to_buy')} value={credits} onChange={(e) => setCredits(e.target.value)} />
          <TextField size="small" type="date" name="target_from" label={translate('crm.fields.from')} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <Button variant="contained" disabled={busy || credits === ''} onClick={save}>{translate('crm.target.save')}</Button>
        </Stack>
        {user.targets.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('crm.target.history')}: {user.targets.map((t) => `${t.credits_to_buy} (${dates.civilDate(t.from)})`).join(' · ')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
