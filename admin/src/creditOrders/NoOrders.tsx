import { Box, Button, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { useMayOpen } from '../roles/useMayOpen';

/** The empty purchases list: a way to the first credit order. */
export const NoOrders = () => {
  const translate = useTranslate();
  const mayBuy = useMayOpen()({ path: '/order-credit' }); // a sub-user's "buy credits" switch (issue 13)
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <ReceiptLongIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h6" color="text.secondary" sx={{ my: 2 }}>
        {translate('credit.orders.empty')}
      </Typography>
      {mayBuy && (
        <Button component={Link} to={adminPath('/order-credit')} variant="contained" startIcon={<AddShoppingCartIcon />}>
          {translate('credit.menu.buy')}
        </Button>
      )}
    </Box>
  );
};
