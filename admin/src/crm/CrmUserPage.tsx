import { LoadingBar } from '../shared/LoadingBar';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { useLoad } from '../shared/useLoad';
import { crmApi } from './api';
import { CustomLogCard } from './CustomLogCard';
import { FeedbackCard } from './FeedbackCard';
import { MeetingsCard } from './MeetingsCard';
import { TargetCard } from './TargetCard';
import { TargetStatus } from './TargetStatus';
import { PageSkeleton } from '../shared/LoadingSkeleton';

/** One customer of the Sales CRM: its figures, target, meetings, ratings and custom logs. */
export const CrmUserPage = () => {
  const translate = useTranslate();
  const dates = useDates();
  const { id = '' } = useParams();
  const user = useLoad(`crm-user-${id}`, () => crmApi.user(id));
  const u = user.data;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="crm.user.title" />
      {user.loading && (u ? <LoadingBar /> : <PageSkeleton />)}
      {user.error && <Alert severity="error">{user.error}</Alert>}
      {user.data === null && <Alert severity="warning">{translate('crm.user.not_found')}</Alert>}
      {u && (
        <Stack spacing={2}>
          <Card data-testid="crm-figures">
            <CardContent>
              <Typography variant="h6">{u.name} · {u.email}</Typography>
              <Stack direction="row" spacing={3} sx={{ mt: 1 }} alignItems="center" flexWrap="wrap">
                <span>{translate('crm.fields.credits_to_buy')}: <b data-testid="crm-target">{u.targets[0]?.credits_to_buy ?? '–'}</b></span>
                <span>{translate('crm.fields.bought')}: <b data-testid="crm-bought">{u.balance}</b></span>
                <span>{translate('crm.fields.target_status')}: <TargetStatus status={u.target_status} colour={u.target_colour} /></span>
                <span>{translate('crm.fields.last_appointment')}: <b data-testid="crm-next-meeting">{u.last_appointment ? dates.dateTime(u.last_appointment) : '–'}</b></span>
                <span>{translate('crm.fields.feedback_average')}: <b data-testid="crm-feedback-average">{u.feedback_average ?? '–'}</b></span>
                <span>{translate('crm.fields.feedback_total')}: <b data-testid="crm-feedback-total">{u.feedback_total}</b></span>
                <span>{(['5', '4', '3', '2', '1'] as const).map((r) => `${r}★ ${u.feedback_count[r]}`).join(' · ')}</span>
              </Stack>
            </CardContent>
          </Card>
          <TargetCard user={u} onDone={user.reload} />
          <MeetingsCard user={u} onDone={user.reload} />
          <FeedbackCard user={u} onDone={user.reload} />
          <CustomLogCard user={u} />
        </Stack>
      )}
    </Box>
  );
};
