import type { Translations } from '../i18n/types';
import { accountImportEn, accountImportEs } from '../accountImport/i18n';
import { adminHistoryEn, adminHistoryEs } from './adminHistory/i18n';
import { dashboardEn, dashboardEs } from './dashboard/i18n';
import { movementResourcesEn, movementResourcesEs, movementsEn, movementsEs } from './movements/i18n';
import { orderResourcesEn, orderResourcesEs, ordersEn, ordersEs } from '../creditOrders/i18n';
import { priceEn, priceEs } from '../creditPrices/i18n';
import { profileAdminEn, profileAdminEs } from './profileAdmin/i18n';
import { transferEn, transferEs } from './transfer/i18n';
import { invoicesEn, invoicesEs } from '../invoices/i18n';
import { statementEn, statementEs } from './statement/i18n';
import { verifyLedgerEn, verifyLedgerEs } from './verifyLedger/i18n';

/** Messages shared by the credit screens (credit.*); each feature folder brings its own. */
const commonEn = {
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
  amount: { credits: '%{amount} credits', with_local: '%{amount} (≈ %{local})' },
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

const commonEs: Translations<typeof commonEn> = {
  server: {
    cannot_sell: 'Su cuenta no puede vender créditos',
    cannot_buy: 'Su cuenta no puede comprar créditos',
    no_price_list: 'Los precios de los créditos aún no están configurados',
  },
  menu: {
    section: 'Créditos',
    dashboard: 'Panel de créditos',
    transfer: 'Créditos',
    history: 'Historial de créditos',
    received: 'Recibidos',
    sent: 'Enviados',
    buy: 'Comprar créditos',
    account: 'Cuenta de créditos',
    admin_history: 'Todos los movimientos',
    statement: 'Extracto',
    verify_ledger: 'Verificación del diario',
    account_import: 'Importar cuentas',
    invoice_settings: 'Facturación',
    orders: 'Pedidos de créditos',
    price: 'Precios de créditos',
    payments: 'Todos los pedidos',
  },
  amount: { credits: '%{amount} créditos', with_local: '%{amount} (≈ %{local})' },
  balance: { label: 'Saldo', low: 'Saldo bajo' },
  currency: {
    switch: 'Mostrar importes en %{code}',
    hint: 'Mostrar importes en créditos (EUR) o en %{code}',
  },
  confirm: { text: '¿Está seguro de que desea realizar esta acción?', yes: 'Sí' },
  validation: { valid_amount: 'Introduzca un importe válido' },
  kinds: {
    CreditTransferEntity: 'Transferencia de créditos',
    CreditOrderEntity: 'Compra de créditos',
    CreditReFundEntity: 'Reembolso de créditos',
    CreditDeductedEntity: 'Descuento de créditos',
    OrderSoftwareEntity: 'Pedido de software',
    OrderSoftwarePersonalFlasher: 'Pedido de software (flasher personal)',
    RefundEntity: 'Reembolso de software',
    WarrantEntity: 'Garantía',
    PrevOrderRefundEntity: 'Reembolso de pedido anterior',
    OrderRefundDifference: 'Diferencia de precio del pedido',
    OrderDistributorProfit: 'Beneficio del distribuidor',
  },
  groups: { Credits: 'Créditos', Software: 'Software', Profit: 'Beneficio' },
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

export const creditEs: Translations<typeof creditEn> = {
  credit: {
    ...commonEs,
    ...transferEs,
    dashboard: dashboardEs,
    movements: movementsEs,
    admin_history: adminHistoryEs,
    statement: statementEs,
    verify_ledger: verifyLedgerEs,
    profile_admin: profileAdminEs,
    invoices: invoicesEs,
    account_import: accountImportEs,
    orders: ordersEs,
    price: priceEs,
  },
  resources: { ...movementResourcesEs, ...orderResourcesEs },
};
