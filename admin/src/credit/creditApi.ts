import { importCommands } from '../accountImport/importApi';
import { CREDIT_ORDER_RESOURCES, creditOrderCommands } from '../creditOrders/orderApi';
import { invoiceCommands } from '../invoices/invoiceApi';
import { statementCommands } from './statement/statementApi';
import { verifyLedgerCommands } from './verifyLedger/verifyApi';
import { api } from '../providers/httpClient';
import { withIdempotencyKey } from '../shared/idempotencyHeader';
import type {
  CreditDashboard,
  Currency,
  DeductBody,
  MovementReply,
  NetworkAccount,
  OrderWithoutBalanceBody,
  TransferBody,
} from './types';

const query = (params: Record<string, string | undefined>) => {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};

/** Typed commands of the ledger (CONTRACT.md "Credits"). */
const ledgerCommands = {
  getCreditDashboard: (userId?: string) => api.get<CreditDashboard>(`/api/credit/dashboard${query({ userId })}`),
  getUserNetwork: () => api.get<NetworkAccount[]>('/api/user-network'),
  transferCredits: (body: TransferBody, idempotencyKey: string) =>
    api.post<MovementReply>('/api/credit/transfer', body, withIdempotencyKey(idempotencyKey)),
  deductCredits: (body: DeductBody, idempotencyKey: string) =>
    api.post<MovementReply>('/api/credit/deduced', body, withIdempotencyKey(idempotencyKey)),
  setOrderWithoutBalance: (body: OrderWithoutBalanceBody, idempotencyKey: string) =>
    api.post<OrderWithoutBalanceBody>('/api/credit/order-without-balance', body, withIdempotencyKey(idempotencyKey)),
  getCountryCurrency: (countryId: string) =>
    api.get<Currency>(`/api/geo/currency-country/${encodeURIComponent(countryId)}`, { bearer: null }),
};

/** Everything the credit side adds to the dataProvider. */
export const creditCommands = { ...ledgerCommands, ...statementCommands, ...verifyLedgerCommands, ...creditOrderCommands, ...invoiceCommands, ...importCommands };

/** react-admin resource names of the credit lists and the API paths behind them (providers/resourcePaths.ts). */
export const CREDIT_RESOURCE_PATHS: Record<string, string> = {
  movements: 'credit/movements',
  'admin-history': 'credit/admin-history',
  ...CREDIT_ORDER_RESOURCES,
};
