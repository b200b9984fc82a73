import { Button } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPath } from '../../layout/AdminLink';
import { ORDERING_ROLES } from '../roles';
import { offerDetailPath } from './paths';
import { useRoles } from '../../roles/useMayOpen';

/** "See the offer": a vehicle's offer detail, for those who may order (nothing for the others). */
export const SeeOfferLink = ({ vehicleId }: { vehicleId: string }) => {
  const translate = useTranslate();
  const permissions = useRoles();
  if (!(permissions ?? []).some((role) => ORDERING_ROLES.includes(role))) return null;
  return (
    <Button size="small" startIcon={<LocalOfferIcon />} component={Link} to={adminPath(offerDetailPath('ECU', vehicleId))} sx={{ alignSelf: 'flex-start' }}>
      {translate('software_orders.offer_detail.see_offer')}
    </Button>
  );
};
