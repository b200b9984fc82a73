// What the soak sent and what the server acknowledged (a 2xx), kept to check at the end that every
// acknowledged write is there once, and that a write nobody saw answered landed at most once.

export type Role = 'admin' | 'distributor' | 'dealer' | 'subdealer' | 'calibrator' | 'support';

/** A software order's statuses the soak moves it through (events/softwareOrders/statuses.ts). */
export type SoakOrderStatus = 'New' | 'In Process' | 'Waiting on feedback' | 'Cancel';

/** How far along its life a status is: an acknowledged move is never undone by a crash. */
export const STATUS_STEP: Record<SoakOrderStatus, number> = { New: 0, 'In Process': 1, Cancel: 1, 'Waiting on feedback': 2 };

export type TransferWrite = { scopedKey: string; movementId: string; to: string; cents: number; acked: boolean };

export type OrderWrite = {
  id: string;
  dealerId: string;
  /** The quoted total in cents. */
  cents: number;
  acked: boolean;
  /** The furthest status an acknowledged call put it in (null: its placing was never answered). */
  ackedStatus: SoakOrderStatus | null;
  /** Statuses asked for without an answer: the order may have reached them. */
  attempted: Set<SoakOrderStatus>;
  /** The placing's answer said it was paid. */
  paid: boolean;
};

export type TicketWrite = { id: string; acked: boolean };

export type CreditOrderWrite = { id: string; buyerId: string; cents: number; acked: boolean; confirmed: 'acked' | 'attempted' | null };

/** A chat or ticket message, told apart by its unique text. */
export type MessageWrite = { kind: 'chat' | 'ticket'; text: string; acked: boolean };

export type Counts = {
  requests: number;
  reads: number;
  acknowledged: number;
  refused: number;
  unacknowledged: number;
  retried: number;
  connectionErrors: number;
  serverErrors: number;
};

export const soakRecord = () => ({
  counts: { requests: 0, reads: 0, acknowledged: 0, refused: 0, unacknowledged: 0, retried: 0, connectionErrors: 0, serverErrors: 0 } as Counts,
  transfers: [] as TransferWrite[],
  orders: [] as OrderWrite[],
  tickets: [] as TicketWrite[],
  creditOrders: [] as CreditOrderWrite[],
  messages: [] as MessageWrite[],
  /** What a server error answered, a few of them, for the report. */
  serverErrorSamples: [] as string[],
});

export type SoakRecord = ReturnType<typeof soakRecord>;
