import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Button, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { subscribeLiveEvents } from '../providers/liveSocket';
import type { PortalNotification } from '../providers/types';
import { useRoles } from '../roles/useMayOpen';

/** Spec section 4: calibrators get a popup alert for order-chat notifications, with an Open button. */
export const ChatAlert = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const permissions = useRoles();
  const calibrator = Boolean(permissions?.includes('Calibrator'));
  const [shown, setShown] = useState<PortalNotification | null>(null);

  useEffect(() => {
    if (!calibrator) return;
    return subscribeLiveEvents((event, data) => {
      if (event !== 'notify') return;
      const chat = (Array.isArray(data) ? data : [data]).find((n: PortalNotification | undefined) => n?.type === 'chats');
      if (chat) setShown(chat as PortalNotification);
    });
  }, [calibrator]);

  const close = () => setShown(null);
  return (
    <Snackbar open={shown !== null} onClose={(_, reason) => reason !== 'clickaway' && close()} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} sx={{ top: { xs: 64, sm: 72 } }} autoHideDuration={15_000}>
      <Alert severity="info" onClose={close} data-testid="order-chat-alert"
        action={shown?.url ? <Button color="inherit" size="small" onClick={() => { close(); navigate(adminPath(shown.url!)); }}>{translate('order_chat.alert.open')}</Button> : undefined}>
        <AlertTitle>{translate('order_chat.alert.title')}</AlertTitle>
        {shown?.text}
      </Alert>
    </Snackbar>
  );
};
