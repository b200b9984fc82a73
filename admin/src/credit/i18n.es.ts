import type { Translations } from '../i18n/types';
import type { commonEn, creditEn } from './i18n';
import { accountImportEs } from '../accountImport/i18n.es';
import { adminHistoryEs } from './adminHistory/i18n.es';
import { dashboardEs } from './dashboard/i18n.es';
import { movementsEs, movementResourcesEs } from './movements/i18n.es';
import { ordersEs, orderResourcesEs } from '../creditOrders/i18n.es';
import { priceEs } from '../creditPrices/i18n.es';
import { profileAdminEs } from './profileAdmin/i18n.es';
import { transferEs } from './transfer/i18n.es';
import { invoicesEs } from '../invoices/i18n.es';
import { statementEs } from './statement/i18n.es';
import { verifyLedgerEs } from './verifyLedger/i18n.es';

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
  amount: { credits: '%{amount} crédito |||| %{amount} créditos', with_local: '%{amount} (≈ %{local})' },
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
