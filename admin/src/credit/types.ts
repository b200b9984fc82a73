/** Shapes of the "Credits" section of CONTRACT.md. */

/** POST /api/credit/transfer and /api/credit/deduced answer one movement. */
export interface MovementReply {
  id: string;
  kind: string;
  group: string;
  from: string;
  to: string;
  amount: number;
  balanceAfter: number;
  description: string | null;
  reference: string | null;
  createdAt: string;
}

/** A record of GET /api/credit/movements and /api/credit/admin-history. */
export interface MovementRecord {
  id: string;
  revision: number;
  kind: string;
  group: string;
  from: string;
  fromName: string | null;
  to: string;
  toName: string | null;
  amount: number;
  /** Negative when the viewed account paid. */
  signedAmount: number;
  /** Running balance of the viewed account (the paying side in the admin history). */
  balanceAfter: number;
  fromBalanceAfter: number;
  toBalanceAfter: number;
  reference: string | null;
  description: string | null;
  createdAt: string;
}

export interface CreditDashboard {
  account: string;
  received: number;
  used: number;
  transferred: number;
  remaining: number;
  /** Part of `remaining` reserved for open credit orders of the account's buyers. */
  reserved: number;
  movements: number;
  allowedOrderNoBalance: { status: boolean; limit: number | null };
  lowBalance: boolean;
}

/** One account of GET /api/user-network (the accounts below the caller). */
export interface NetworkAccount {
  id: string;
  parentId: string;
  name: string;
  email: string;
  roles: string[];
  active: boolean;
  depth: number;
  balance: number;
}

export interface TransferBody {
  to: string;
  amount: number;
  description?: string | null;
}

export interface DeductBody {
  from: string;
  amount: number;
  reason: string;
}

export interface OrderWithoutBalanceBody {
  userId: string;
  allowed: boolean;
  limit: number | null;
}

/** Currency of spec section 3 (GET /api/geo/currency-country/:code). */
export interface Currency {
  code: string;
  symbol: string;
  name: string;
  price: number;
  locale: string;
}
