import { useState } from 'react';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import { useTranslate } from 'react-admin';
import { useVersionCheck } from './useVersionCheck';

/** "Update available" banner with Reload and Close, when a newer build is published (spec section 4). */
export const VersionBanner = () => {
  const translate = useTranslate();
  const newHash = useVersionCheck();
  const [closedHash, setClosedHash] = useState<string | null>(null);

  if (!newHash || newHash === closedHash) return null;
  return (
    <Alert
      severity="info"
      icon={<SystemUpdateAltIcon />}
      role="status"
      sx={{ mt: 1, mb: 1 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" variant="outlined" onClick={() => window.location.reload()}>
            {translate('portal.update.reload')}
          </Button>
          <Button color="inherit" size="small" onClick={() => setClosedHash(newHash)}>
            {translate('portal.update.close')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{translate('portal.update.available')}</AlertTitle>
      {translate('portal.update.text')}
    </Alert>
  );
};
