import { List, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { ACTIVITY_PAGE_SIZE } from '../constants';
import type { ActivityEntry } from '../providers/types';
import { ActivityItem } from './activity/ActivityItem';
import { SectionCard } from './SectionCard';
import { EmptyState } from '../shared/EmptyState';
import { CardSkeleton } from '../shared/LoadingSkeleton';

/** The account's security timeline (GET /api/user/activity), newest first. */
export const SecurityTimeline = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<ActivityEntry>('user/activity', {
    pagination: { page: 1, perPage: ACTIVITY_PAGE_SIZE },
    sort: { field: 'at', order: 'DESC' },
  });

  return (
    <SectionCard title="portal.profile.activity.title">
      {isPending && <CardSkeleton lines={4} />}
      {error != null && <Typography color="error">{translate('ra.notification.http_error')}</Typography>}
      {data && data.length === 0 && <EmptyState text="portal.profile.activity.empty" />}
      {data && data.length > 0 && (
        <List dense disablePadding>
          {data.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} />
          ))}
        </List>
      )}
    </SectionCard>
  );
};
