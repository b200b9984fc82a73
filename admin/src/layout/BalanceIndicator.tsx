import { Box, Tooltip } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOW_BALANCE_THRESHOLD, type Role } from '../constants';
import { storage } from '../providers/storage';

const BALANCE_ROLES: readonly Role[] = ['Distributor', 'Dealer', 'SubDealer'];

/** Top-bar balance for distributors, dealers and sub-dealers; red with a warning at or below 1000. */
export const BalanceIndicator = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const user = storage.getUser();
  if (!user || !user.rol.some((role) => BALANCE_ROLES.includes(role))) return null;
  const low = user.balance <= LOW_BALANCE_THRESHOLD;
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(user.balance);
  return (
    <Tooltip title={translate('portal.dashboard.balance')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mx: 1, fontWeight: 600, color: low ? 'error.light' : 'inherit' }}>
        {low && <WarningAmberIcon fontSize="small" />}
        {translate('portal.dashboard.credits', { amount })}
      </Box>
    </Tooltip>
  );
};
