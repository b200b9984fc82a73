import { useEffect, useSyncExternalStore } from 'react';
import { Chip, Tooltip } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useTranslate } from 'react-admin';
import { hasAnyRole } from '../roles/hasAnyRole';
import { storage } from '../providers/storage';
import { encryptionStatusStore, refreshEncryptionStatus } from './encryptionStatusStore';

/** Those who work on the files see whether the desktop application is connected. */
const SEES_STATUS = ['Admin', 'Calibrator'] as const;
/** A missed push is corrected this often. */
const REFRESH_MS = 60_000;
/**
 * Below a tablet's width the chip shows its icon and colour alone: with the words the Admin's top
 * bar pushed the user menu off a 375 px phone. The words stay for screen readers (clipped, not
 * removed), and the tooltip still says them.
 */
const LABEL_ON_PHONES = {
  position: 'absolute', width: '1px', height: '1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap',
} as const;

/** Top-bar chip: the encryption service online or offline (spec section 4), switching live. */
export const EncryptionStatusChip = () => {
  const translate = useTranslate();
  const show = hasAnyRole(storage.getUser()?.rol, SEES_STATUS);
  const enabled = useSyncExternalStore(encryptionStatusStore.subscribe, encryptionStatusStore.get);
  useEffect(() => {
    if (!show) return;
    void refreshEncryptionStatus();
    const timer = setInterval(() => void refreshEncryptionStatus(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [show]);
  if (!show || enabled === null) return null;
  return (
    <Tooltip title={translate(enabled ? 'encryption.status.online_hint' : 'encryption.status.offline_hint')}>
      <Chip
        data-testid="encryption-status"
        data-status={enabled ? 'online' : 'offline'}
        icon={enabled ? <LockIcon /> : <LockOpenIcon />}
        label={translate(enabled ? 'encryption.status.online' : 'encryption.status.offline')}
        color={enabled ? 'success' : 'warning'}
        size="small"
        sx={(theme) => ({
          mx: { xs: 0.5, md: 1 }, fontWeight: 600,
          [theme.breakpoints.down('md')]: { '& .MuiChip-label': LABEL_ON_PHONES, '& .MuiChip-icon': { mr: '5px' } },
        })}
      />
    </Tooltip>
  );
};
