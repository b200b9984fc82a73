import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { useTranslate } from 'react-admin';
import { DeductDialog } from './DeductDialog';
import { TransferDialog } from './TransferDialog';
import { useMayOpen } from '../../roles/useMayOpen';

interface CreditActionButtonsProps {
  isAdmin: boolean;
  canTransfer: boolean;
  canDeduct: boolean;
  /** Act on this account (a row of the sub-accounts table, an administrator's account page). */
  account?: { id: string; name: string };
  size?: 'small' | 'medium';
}

/** Transfer and Deduct buttons with their dialogs. */
export const CreditActionButtons = ({ isAdmin, canTransfer, canDeduct, account, size = 'medium' }: CreditActionButtonsProps) => {
  const translate = useTranslate();
  const mayOpen = useMayOpen(); // a sub-user's switches (issue 13): the server refuses what they refuse
  const [open, setOpen] = useState<'transfer' | 'deduct' | null>(null);
  return (
    <Stack direction="row" spacing={1}>
      {canTransfer && mayOpen({ permission: 'credits.transfer_credits' }) && (
        <Button size={size} variant="contained" startIcon={<SendIcon />} onClick={() => setOpen('transfer')}>
          {translate('credit.transfer.button')}
        </Button>
      )}
      {canDeduct && mayOpen({ permission: 'credits.deduct_credits' }) && (
        <Button size={size} variant="outlined" color="warning" startIcon={<RemoveCircleOutlineIcon />} onClick={() => setOpen('deduct')}>
          {translate('credit.deduct.button')}
        </Button>
      )}
      {open === 'transfer' && <TransferDialog open onClose={() => setOpen(null)} isAdmin={isAdmin} account={account} />}
      {open === 'deduct' && <DeductDialog open onClose={() => setOpen(null)} isAdmin={isAdmin} account={account} />}
    </Stack>
  );
};
