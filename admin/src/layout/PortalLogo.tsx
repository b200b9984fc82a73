import { Box, Typography } from '@mui/material';
import SpeedIcon from '@mui/icons-material/Speed';
import { useTranslate } from 'react-admin';
import { BALANCE_ROLES } from '../credit/constants';
import { storage } from '../providers/storage';

/** The portal's logo in the top bar, for distributors, dealers and sub-dealers (spec section 6). */
export const PortalLogo = () => {
  const translate = useTranslate();
  const roles = storage.getUser()?.rol ?? [];
  if (!roles.some((role) => BALANCE_ROLES.includes(role))) return null;
  return (
    <Box aria-label={translate('portal.app.title')} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, mr: 2 }}>
      <SpeedIcon fontSize="small" />
      <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
        {translate('portal.app.title')}
      </Typography>
    </Box>
  );
};
