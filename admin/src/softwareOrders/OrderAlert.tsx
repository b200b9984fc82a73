import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Button, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { subscribeLiveEvents } from '../providers/liveSocket';
import type { PortalNotification } from '../providers/types';

/**
 * The live notice of work on an order (issue 10: a status change, a tuned file delivered, an
 * assignment, a warranty step): whoever it concerns sees it at once, with a button that opens the order.
 */
export const OrderAlert = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [shown, setShown] = useState<PortalNotification | null>(null);

  useEffect(() => subscribeLiveEvents((event, data) => {
    if (event !== 'notify') return;
    const software = (Array.isArray(data) ? data : [data]).find((n: PortalNotification | undefined) => n?.type === 'software');
    if (software) setShown(software as PortalNotification);
  }), []);

  const close = () => setShown(null);
  return (
    <Snackbar open={shown !== null} onClose={(_, reason) => reason !== 'clickaway' && close()} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} sx={{ top: { xs: 64, sm: 72 } }} autoHideDuration={10_000}>
      <Alert severity="info" onClose={close} data-testid="order-alert"
        action={shown?.url ? <Button color="inherit" size="small" onClick={() => { close(); navigate(adminPath(shown.url!)); }}>{translate('software_orders.alert.open')}</Button> : undefined}>
        <AlertTitle>{shown?.title ?? translate('software_orders.alert.title')}</AlertTitle>
        {shown?.text}
      </Alert>
    </Snackbar>
  );
};
