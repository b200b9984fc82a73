import { Box, Button, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import MemoryIcon from '@mui/icons-material/Memory';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPath } from '../../layout/AdminLink';
import { ORDERING_ROLES } from '../roles';
import { useRoles } from '../../roles/useMayOpen';

/** The empty order list: for a dealer, the way to its first order. */
export const NoSoftwareOrders = () => {
  const translate = useTranslate();
  const permissions = useRoles();
  const orders = (permissions ?? []).some((role) => ORDERING_ROLES.includes(role));
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }} data-testid="no-software-orders">
      <MemoryIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h6" color="text.secondary" sx={{ my: 2 }}>{translate('software_orders.list.empty')}</Typography>
      {orders && (
        <Button component={Link} to={adminPath('/order-software')} variant="contained" startIcon={<AddShoppingCartIcon />}>
          {translate('software_orders.menu.order')}
        </Button>
      )}
    </Box>
  );
};
