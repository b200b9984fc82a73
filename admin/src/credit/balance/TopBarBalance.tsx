import { useEffect } from 'react';
import { Box, Tooltip } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { storage } from '../../providers/storage';
import { BALANCE_ROLES, LOW_BALANCE_THRESHOLD } from '../constants';
import { hasAnyRole } from '../../roles/hasAnyRole';
import { useMoney } from '../money/useMoney';
import { useBalance } from './balanceStore';
import { useRefreshBalance } from './useRefreshBalance';

/** Top-bar balance of distributors, dealers and sub-dealers: red with a warning icon at or below 1000. */
export const TopBarBalance = () => {
  const translate = useTranslate();
  const money = useMoney();
  const balance = useBalance();
  const refreshBalance = useRefreshBalance();
  const show = hasAnyRole(storage.getUser()?.rol, BALANCE_ROLES);
  useEffect(() => {
    if (show) void refreshBalance();
  }, [show, refreshBalance]);
  if (!show || balance === null) return null;
  const low = balance <= LOW_BALANCE_THRESHOLD;
  return (
    <Tooltip title={translate(low ? 'credit.balance.low' : 'credit.balance.label')}>
      <Box
        data-testid="top-bar-balance"
        data-low={low ? 'true' : 'false'}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          mx: 1,
          px: 1,
          py: 0.25,
          borderRadius: 4,
          fontWeight: 600,
          whiteSpace: 'nowrap',
          // Red text on a light pill: red directly on the blue app bar would be hard to read.
          ...(low ? { color: 'error.main', bgcolor: 'common.white' } : { color: 'inherit' }),
        }}
      >
        {low && <WarningAmberIcon fontSize="small" titleAccess={translate('credit.balance.low')} data-testid="low-balance-icon" />}
        <span aria-label={translate('credit.balance.label')}>{money.credits(balance)}</span>
      </Box>
    </Tooltip>
  );
};
