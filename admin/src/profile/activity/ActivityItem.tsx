import { ListItem, ListItemIcon, ListItemText } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import { useDates } from '../../fields';
import type { ActivityEntry } from '../../providers/types';
import { ACTIVITY_DETAILS } from './activityDetails';
import { ACTIVITY_ICONS } from './activityIcons';

/** One entry of the account's security timeline: icon, title, time and the type's own detail. */
export const ActivityItem = ({ entry }: { entry: ActivityEntry }) => {
  const translate = useTranslate();
  const { dateTime } = useDates();
  const Detail = ACTIVITY_DETAILS[entry.type];
  const when = dateTime(entry.at);
  return (
    <ListItem divider>
      <ListItemIcon>{ACTIVITY_ICONS[entry.type] ?? <HistoryIcon />}</ListItemIcon>
      <ListItemText
        primary={translate(`portal.profile.activity.types.${entry.type}`, { _: translate('portal.profile.activity.unknown') })}
        secondary={
          <>
            {when}
            {Detail && (
              <>
                {' — '}
                <Detail detail={entry.detail} />
              </>
            )}
          </>
        }
      />
    </ListItem>
  );
};
