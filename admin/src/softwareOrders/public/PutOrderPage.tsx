import { Alert, Button, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { mayOpenScreen } from '../../../../events/access/screens';
import { adminPath } from '../../layout/AdminLink';
import { PublicLayout } from '../../layout/PublicLayout';
import { storage } from '../../providers/storage';

const k = (key: string) => `public_orders.put_order.${key}`;
const STEPS = ['step_read', 'step_vehicle', 'step_stage', 'step_pay'];

/**
 * The spec's public /put-order. Our reading: the public way into ordering, where the public site's
 * "order" leads. Ordering itself needs a signed-in account that holds credits, so the page says how
 * an order goes and leads on: a visitor to sign in, register or ask us; a signed-in account that
 * orders to the order screen; any other signed-in account back to the portal.
 */
export const PutOrderPage = () => {
  const translate = useTranslate();
  const user = storage.getToken() ? storage.getUser() : null;
  const orders = user !== null && mayOpenScreen(user.rol, '/order-software');
  return (
    <PublicLayout title={k('title')} icon={<AddShoppingCartIcon color="primary" />}>
      <Stack spacing={2}>
        <Typography variant="body1">{translate(k('intro'))}</Typography>
        <List dense disablePadding>
          {STEPS.map((step) => (
            <ListItem key={step} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}><CheckCircleOutlineIcon color="success" /></ListItemIcon>
              <ListItemText primary={translate(k(step))} />
            </ListItem>
          ))}
        </List>
        {user === null && (
          <Stack spacing={1}>
            <Button component={Link} to={adminPath('/login')} variant="contained">{translate(k('sign_in'))}</Button>
            <Button component={Link} to={adminPath('/register')} variant="outlined">{translate(k('register'))}</Button>
            <Button component={Link} to={adminPath('/contact-us')}>{translate(k('contact'))}</Button>
          </Stack>
        )}
        {orders && <Button component={Link} to={adminPath('/order-software')} variant="contained" startIcon={<AddShoppingCartIcon />}>{translate(k('order_now'))}</Button>}
        {user !== null && !orders && (
          <>
            <Alert severity="info">{translate(k('not_ordering'))}</Alert>
            <Button component={Link} to={adminPath('/dashboard')} variant="contained">{translate(k('back'))}</Button>
          </>
        )}
      </Stack>
    </PublicLayout>
  );
};
