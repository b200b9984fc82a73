import type { ReactElement } from 'react';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import KeyIcon from '@mui/icons-material/Key';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import LogoutIcon from '@mui/icons-material/Logout';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import HowToRegIcon from '@mui/icons-material/HowToReg';

/** One icon per account event type of events/accounts (the security timeline). */
export const ACTIVITY_ICONS: Record<string, ReactElement> = {
  UserRegistered: <PersonAddIcon />,
  EmailVerified: <MarkEmailReadIcon />,
  UserSignedIn: <LoginIcon color="primary" />,
  PasswordChanged: <KeyIcon />,
  PasswordReset: <LockResetIcon color="warning" />,
  TwoFactorEnabled: <PhonelinkLockIcon color="success" />,
  TwoFactorDisabled: <PhonelinkLockIcon color="warning" />,
  SessionsClosed: <LogoutIcon color="warning" />,
  UserDeactivated: <PersonOffIcon color="error" />,
  UserActivated: <HowToRegIcon color="success" />,
  RolesChanged: <ManageAccountsIcon />,
  CreditRightsChanged: <ManageAccountsIcon />,
};
