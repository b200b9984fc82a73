import { Button } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../../layout/AdminLink';
import { startOrderFromOffer, type OfferChoice } from '../draft/offerDraft';
import { useMayOpen } from '../../roles/useMayOpen';

/** "Order this" on a stage of an offer: presets the order draft and opens the order screen. */
export const OrderStageButton = ({ choice, stageName }: { choice: OfferChoice; stageName: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const mayOrder = useMayOpen()({ path: '/order-software' }); // a sub-user's "create order" switch (issue 13)
  const order = () => {
    startOrderFromOffer(choice);
    navigate(adminPath('/order-software'));
  };
  if (!mayOrder) return null;
  return (
    <Button size="small" variant="outlined" startIcon={<ShoppingCartIcon />} onClick={order}
      aria-label={translate('software_orders.offer_detail.order_stage', { stage: stageName })} sx={{ whiteSpace: 'nowrap' }}>
      {translate('software_orders.offer_detail.order')}
    </Button>
  );
};
