import { useState } from 'react';
import { Button } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { useTranslate } from 'react-admin';
import { storage } from '../../providers/storage';
import { OfferDialog } from './OfferDialog';
import { useMayOpen } from '../../roles/useMayOpen';

/** "Send offer": opens the offer form (optionally for one account). */
export const OfferButton = ({ buyer, size = 'small' }: { buyer?: { id: string; name: string }; size?: 'small' | 'medium' }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const isAdmin = storage.getUser()?.rol.includes('Admin') ?? false;
  if (!useMayOpen()({ permission: 'credits.send_offer_confirm_payment' })) return null; // a sub-user without the switch
  return (
    <>
      <Button size={size} variant="outlined" startIcon={<LocalOfferIcon />} onClick={() => setOpen(true)}>
        {translate('credit.orders.offer.button')}
      </Button>
      {open && <OfferDialog onClose={() => setOpen(false)} isAdmin={isAdmin} buyer={buyer} />}
    </>
  );
};
