import type { AuditLogTable } from './audit/table.js';
import type { ComboRulesTable, CombosTable, DsgOffersTable, VehicleStagesTable, VehiclesTable } from './catalogue/table.js';
import type { CreditOrdersTable } from './credit_orders/table.js';
import type { CreditPriceTablesTable } from './credit_prices/table.js';
import type { CountriesTable, CurrenciesTable } from './geo/table.js';
import type { InvoiceDescriptionsTable, InvoiceNumerationTable, InvoicePaymentsTable } from './invoice_numeration/table.js';
import type { InvoiceOrderTermsTable, InvoiceSequenceTable, InvoicesTable } from './invoices/table.js';
import type { IdempotencyKeysTable, LedgerAccountsTable, LedgerMovementsTable } from './ledger/table.js';
import type { MailOutboxTable } from './mail/table.js';
import type { ProjectionCheckpointsTable } from './runner/table.js';
import type { UserActivityTable } from './user_activity/table.js';
import type { UsersTable, UserTokensTable } from './users/table.js';
import type { VinLogsTable, VinSearchRulesTable } from './vin/table.js';

/** Every table kysely knows about; each read model owns its interface in its own folder. */
export interface Database {
  users: UsersTable;
  user_tokens: UserTokensTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  currencies: CurrenciesTable;
  countries: CountriesTable;
  user_activity: UserActivityTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  ledger_movements: LedgerMovementsTable;
  ledger_accounts: LedgerAccountsTable;
  idempotency_keys: IdempotencyKeysTable;
  credit_price_tables: CreditPriceTablesTable;
  credit_orders: CreditOrdersTable;
  invoice_numeration: InvoiceNumerationTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_descriptions: InvoiceDescriptionsTable;
  invoices: InvoicesTable;
  invoice_sequence: InvoiceSequenceTable;
  invoice_order_terms: InvoiceOrderTermsTable;
  vehicles: VehiclesTable;
  vehicle_stages: VehicleStagesTable;
  dsg_offers: DsgOffersTable;
  combos: CombosTable;
  combo_rules: ComboRulesTable;
  vin_search_rules: VinSearchRulesTable;
  vin_logs: VinLogsTable;
}
