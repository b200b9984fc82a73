import { accountImportEn } from '../accountImport/i18n';
import { adminHistoryEn } from './adminHistory/i18n';
import { dashboardEn } from './dashboard/i18n';
import { movementResourcesEn, movementsEn } from './movements/i18n';
import { orderResourcesEn, ordersEn } from '../creditOrders/i18n';
import { priceEn } from '../creditPrices/i18n';
import { profileAdminEn } from './profileAdmin/i18n';
import { transferEn } from './transfer/i18n';
import { invoicesEn } from '../invoices/i18n';
import { statementEn } from './statement/i18n';
import { verifyLedgerEn } from './verifyLedger/i18n';

/** Messages shared by the credit screens (credit.*); each feature folder brings its own. */
export const commonEn = {
  // What the credit pages say before asking the server (its refusals are translated by code, i18n/errors.ts).
  server: {
    cannot_sell: 'Your account is not allowed to sell credits',
    cannot_buy: 'Your account is not allowed to buy credits',
    no_price_list: 'Credit prices are not configured yet',
  },
  menu: {
    section: 'Credits',
    dashboard: 'Credit dashboard',
    transfer: 'Credits',
    history: 'Credit history',
    received: 'Received',
    sent: 'Sent',
    buy: 'Buy credits',
    account: 'Credit account',
    admin_history: 'All movements',
    statement: 'Statement',
    verify_ledger: 'Journal check',
    account_import: 'Account import',
    invoice_settings: 'Invoice settings',
    orders: 'Credit orders',
    price: 'Credit prices',
    payments: 'All credit orders',
  },
  amount: { credits: '%{amount} credit |||| %{amount} credits', with_local: '%{amount} (≈ %{local})' },
  balance: { label: 'Balance', low: 'Low balance' },
  currency: {
    switch: 'Show amounts in %{code}',
    hint: 'Show amounts in credits (EUR) or in %{code}',
  },
  confirm: { text: 'Are you sure you want to perform this action?', yes: 'Yes' },
  validation: { valid_amount: 'Please enter a valid amount' },
  kinds: {
    CreditTransferEntity: 'Credit transfer',
    CreditOrderEntity: 'Credit purchase',
    CreditReFundEntity: 'Credit refund',
    CreditDeductedEntity: 'Credit deduction',
    OrderSoftwareEntity: 'Software order',
    OrderSoftwarePersonalFlasher: 'Software order (personal flasher)',
    RefundEntity: 'Software refund',
    WarrantEntity: 'Warranty',
    PrevOrderRefundEntity: 'Previous order refund',
    OrderRefundDifference: 'Order price difference',
    OrderDistributorProfit: 'Distributor profit',
  },
  groups: { Credits: 'Credits', Software: 'Software', Profit: 'Profit' },
};

/** Everything the credit side adds to en.ts: `credit.*` and its resources' field labels. */
export const creditEn = {
  credit: {
    ...commonEn,
    ...transferEn,
    dashboard: dashboardEn,
    movements: movementsEn,
    admin_history: adminHistoryEn,
    statement: statementEn,
    verify_ledger: verifyLedgerEn,
    profile_admin: profileAdminEn,
    invoices: invoicesEn,
    account_import: accountImportEn,
    orders: ordersEn,
    price: priceEn,
  },
  resources: { ...movementResourcesEn, ...orderResourcesEn },
};
