import { useState } from 'react';
import { Badge, Box, Button, Divider, IconButton, List, ListItemButton, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useDates } from '../fields';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { useHasBell, useNotifications } from './useNotifications';

/** The bell of the top bar (spec sections 2, 4, 8): unread count, the list, view (marks read and opens), clear. */
export const NotificationBell = () => {
  const hasBell = useHasBell();
  return hasBell ? <Bell /> : null;
};

const Bell = () => {
  const translate = useTranslate();
  const { dateTime } = useDates();
  const navigate = useNavigate();
  const { unread, view, clear } = useNotifications(true);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = unread?.data ?? [];
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={translate('notifications.bell')}>
        <IconButton color="inherit" sx={{ p: { xs: 0.5, sm: 1 } }} onClick={(e) => setAnchor(e.currentTarget)} aria-label={translate('notifications.bell_unread', { count: unread?.total ?? 0 })} data-testid="notification-bell">
          <Badge badgeContent={unread?.total ?? 0} color="error" max={99} data-testid="notification-count"><NotificationsIcon /></Badge>
        </IconButton>
      </Tooltip>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ width: 360, maxHeight: 480, overflow: 'auto' }} data-testid="notification-list">
          {items.length === 0 ? (
            <Typography sx={{ p: 2 }}>{translate('notifications.empty')}</Typography>
          ) : (
            <List dense>
              {items.map((n) => (
                <ListItemButton key={n.id} onClick={() => { close(); void view(n.ids); navigate(adminPath(n.url)); }}>
                  <ListItemText
                    primary={n.title}
                    secondary={<>{n.text}<br />{translate(`notifications.types.${n.type}`)} · {dateTime(n.time)}</>}
                  />
                  <IconButton size="small" aria-label={translate('notifications.clear_one')} onClick={(e) => { e.stopPropagation(); void clear({ ids: n.ids }); }}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </ListItemButton>
              ))}
            </List>
          )}
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', p: 1 }}>
            <Button size="small" onClick={() => { close(); navigate(adminPath('/notifications-old')); }}>{translate('notifications.old')}</Button>
            {items.length > 0 && <Button size="small" onClick={() => void clear({})}>{translate('notifications.clear_all')}</Button>}
          </Box>
        </Box>
      </Popover>
    </>
  );
};
