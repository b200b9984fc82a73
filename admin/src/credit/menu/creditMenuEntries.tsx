import type { ReactElement } from 'react';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import HistoryIcon from '@mui/icons-material/History';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CallMadeIcon from '@mui/icons-material/CallMade';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import DescriptionIcon from '@mui/icons-material/Description';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { Role } from '../../constants';
import { mayOpen, type Access } from '../../roles/menuAccess';
import type { MenuCounter } from '../../counters';
import { BALANCE_ROLES, TRANSFER_ROLES } from '../constants';

export interface CreditMenuEntry {
  path: string;
  label: string;
  icon: ReactElement;
  /** Narrows the entry below the roles that open its screen (events/access/screens.ts), where the menu shows fewer. */
  roles?: readonly Role[];
  /** The administrator's sidebar counter shown as a red badge on the entry (spec section 2). */
  counter?: MenuCounter;
  /** Spec section 6's credit menu variants: shown only with the user's sale (transfer) or buy right. */
  needs?: 'canSale' | 'canBuy';
}

/**
 * The credit side's sidebar entries (spec section 6): each shows to the roles that open its screen;
 * transfer only to those who may move credits, received and sent only to those who hold a balance.
 */
export const CREDIT_MENU_ENTRIES: CreditMenuEntry[] = [
  { path: '/credit-dashboard', label: 'credit.menu.dashboard', icon: <AccountBalanceWalletIcon /> },
  { path: '/credit', label: 'credit.menu.transfer', icon: <SwapHorizIcon />, roles: TRANSFER_ROLES, needs: 'canSale' },
  { path: '/credit-history', label: 'credit.menu.history', icon: <HistoryIcon /> },
  { path: '/credit-dash-received', label: 'credit.menu.received', icon: <CallReceivedIcon />, roles: BALANCE_ROLES },
  { path: '/credit-dash-sent', label: 'credit.menu.sent', icon: <CallMadeIcon />, roles: BALANCE_ROLES },
  { path: '/credit-statement', label: 'credit.menu.statement', icon: <DescriptionIcon /> },
  { path: '/order-credit', label: 'credit.menu.buy', icon: <AddShoppingCartIcon />, needs: 'canBuy' },
  { path: '/credit-order-history', label: 'credit.menu.orders', icon: <ListAltIcon /> },
  { path: '/credit-price', label: 'credit.menu.price', icon: <PriceChangeIcon /> },
  { path: '/credit-payments', label: 'credit.menu.payments', icon: <PointOfSaleIcon />, counter: 'totalNewPaymentClientConfirm' },
  { path: '/credit-admin-history', label: 'credit.menu.admin_history', icon: <ManageSearchIcon /> },
  { path: '/credit-verify-ledger', label: 'credit.menu.verify_ledger', icon: <VerifiedIcon /> },
  { path: '/credit-account-import', label: 'credit.menu.account_import', icon: <UploadFileIcon /> },
  { path: '/invoice-numeration', label: 'credit.menu.invoice_settings', icon: <ReceiptLongIcon /> },
];

/**
 * The entries a user sees (spec section 6, "credit menu variants"): its roles; the sale set
 * (transfer) needs canSale and the purchase set (buy) canBuy, but an Admin transfers without either;
 * a sub-user's tree switches off configuration, transfer or purchase on top.
 */
export const creditMenuEntries = (access: Access, rights: { canBuy: boolean; canSale: boolean }): CreditMenuEntry[] =>
  CREDIT_MENU_ENTRIES.filter(
    (entry) => mayOpen(access, entry) && (!entry.needs || access.roles.includes('Admin') || rights[entry.needs]),
  );
