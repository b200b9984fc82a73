import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import InboxIcon from '@mui/icons-material/Inbox';
import AlarmIcon from '@mui/icons-material/Alarm';
import { useGetList, useTranslate } from 'react-admin';
import { StatCard } from '../../shared/StatCard';
import { queuePath } from '../links';

type Scope = 'mine' | 'unassigned' | 'all';
const ONE = { page: 1, perPage: 1 };
const BY_DUE = { field: 'dueAt', order: 'ASC' } as const;

/** The queue's total for a tab: one row fetched, the count from Content-Range (files/orders counts in SQL). */
const useQueueTotal = (scope: Scope, overdue = false) => {
  const { total } = useGetList('files/orders', { filter: { scope, ...(overdue ? { overdue: true } : {}) }, pagination: ONE, sort: BY_DUE });
  return total === undefined ? undefined : String(total);
};

/** Mine, unassigned and overdue (among mine and the unassigned ones): each opens the queue on that tab. */
export const QueueCounts = () => {
  const translate = useTranslate();
  const overdue = useQueueTotal('all', true);
  return (
    <>
      <StatCard label={translate('dashboard.calibrator.mine')} value={useQueueTotal('mine')} to={queuePath('mine')} icon={<AssignmentIndIcon fontSize="large" />} testId="queue-mine" />
      <StatCard label={translate('dashboard.calibrator.unassigned')} value={useQueueTotal('unassigned')} to={queuePath('unassigned')} icon={<InboxIcon fontSize="large" />} testId="queue-unassigned" />
      <StatCard label={translate('dashboard.calibrator.overdue')} value={overdue} to={queuePath('all', true)} icon={<AlarmIcon fontSize="large" />}
        warn={overdue !== undefined && overdue !== '0'} testId="queue-overdue" />
    </>
  );
};
