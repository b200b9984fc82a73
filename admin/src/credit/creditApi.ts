import { importCommands } from '../accountImport/importApi';
import { CREDIT_ORDER_RESOURCES, creditOrderCommands } from '../creditOrders/orderApi';
import { invoiceCommands } from '../invoices/invoiceApi';
import { statementCommands } from './statement/statementApi';
import { verifyLedgerCommands } from './verifyLedger/verifyApi';
import { answered, answeredPage, apiClient, publicClient, rangeOf, withIdempotencyKey } from '../providers/apiClient';
import type { DeductBody, OrderWithoutBalanceBody, TransferBody } from './types';

/** A 0-based page of the accounts below the caller, in tree order, those whose name or email contains `q`. */
export const userNetworkPage = (page: number, perPage: number, q = '') =>
  answeredPage(apiClient.GET('/api/user-network', { params: { query: { range: rangeOf(page, perPage), filter: JSON.stringify(q ? { q } : {}) } } }));

/** Typed commands of the ledger (CONTRACT.md "Credits"). */
const ledgerCommands = {
  getCreditDashboard: (userId?: string) => answered(apiClient.GET('/api/credit/dashboard', { params: { query: userId ? { userId } : {} } })),
  transferCredits: (body: TransferBody, idempotencyKey: string) =>
    answered(apiClient.POST('/api/credit/transfer', { body, ...withIdempotencyKey(idempotencyKey) })),
  deductCredits: (body: DeductBody, idempotencyKey: string) =>
    answered(apiClient.POST('/api/credit/deduced', { body, ...withIdempotencyKey(idempotencyKey) })),
  setOrderWithoutBalance: (body: OrderWithoutBalanceBody, idempotencyKey: string) =>
    answered(apiClient.POST('/api/credit/order-without-balance', { body, ...withIdempotencyKey(idempotencyKey) })),
  getCountryCurrency: (code: string) => answered(publicClient.GET('/api/geo/currency-country/{code}', { params: { path: { code } } })),
};

/** Everything the credit side adds to the dataProvider. */
export const creditCommands = { ...ledgerCommands, ...statementCommands, ...verifyLedgerCommands, ...creditOrderCommands, ...invoiceCommands, ...importCommands };

/** react-admin resource names of the credit lists and the API paths behind them (providers/resourcePaths.ts). */
export const CREDIT_RESOURCE_PATHS: Record<string, string> = {
  movements: 'credit/movements',
  'admin-history': 'credit/admin-history',
  ...CREDIT_ORDER_RESOURCES,
};
