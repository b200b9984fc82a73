// Software order statuses (spec section 3) and who may move an order from which status to which.
//
// The spec lists the statuses and leaves their transitions open (section 4: "Transitions of order
// status ... are not shown"). Our reading, one table below:
// - New: paid (or waiting for its price on request), nobody works on it yet.
// - In Process: a calibrator works on it. Waiting for response ("Response required"): the
//   calibrator needs an answer of the dealer. Waiting on feedback ("Tune Supplied"): the tuned file
//   is delivered and the dealer tries it. Completed: done. Datalogging: the calibrator waits for a
//   log of the car (hidden from selects: set by the file workflow, not picked by hand).
// - TVS verification: the original file or TVS hardware must be checked before work starts.
// - Warranty: a completed order claimed under warranty goes back to work.
// - Rejected and Cancel end an order (refunds are the next issue's reactor).
// - Transfer (hidden): the order moves to another calibration house; an Admin step.
// An Admin may make any listed move; a Calibrator the work moves; the Support role none; the
// dealer who placed it (or an account above it) may cancel a New order and answer a
// "Response required" or "Tune Supplied" one.

export const ORDER_STATUSES = [
  'New', 'Waiting for response', 'Waiting on feedback', 'In Process', 'Completed', 'Cancel', 'Warranty', 'Rejected', 'Datalogging', 'TVS verification', 'Transfer',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a person reads for a status (spec section 3). */
export const STATUS_DISPLAY_NAMES: Record<OrderStatus, string> = {
  New: 'New',
  'Waiting for response': 'Response required',
  'Waiting on feedback': 'Tune Supplied',
  'In Process': 'In Process',
  Completed: 'Completed',
  Cancel: 'Cancel',
  Warranty: 'Warranty',
  Rejected: 'Rejected',
  Datalogging: 'Datalogging',
  'TVS verification': 'TVS verification',
  Transfer: 'Transfer',
};

/** Not offered in status selects (spec section 3). */
export const HIDDEN_STATUSES: readonly OrderStatus[] = ['Datalogging', 'Transfer'];
export const SELECTABLE_STATUSES = ORDER_STATUSES.filter((status) => !HIDDEN_STATUSES.includes(status));

/** No move leaves these. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['Cancel', 'Rejected', 'Transfer'];

export type StatusMover = 'Admin' | 'Calibrator' | 'Owner';

type Move = { from: OrderStatus; to: OrderStatus[]; by: StatusMover[] };

/** Every allowed move: from a status, to one of `to`, by one of `by` (Admin may make them all). */
export const STATUS_MOVES: readonly Move[] = [
  { from: 'New', to: ['In Process', 'Waiting for response', 'TVS verification', 'Rejected'], by: ['Admin', 'Calibrator'] },
  { from: 'New', to: ['Cancel'], by: ['Admin', 'Owner'] },
  { from: 'New', to: ['Transfer'], by: ['Admin'] },
  { from: 'TVS verification', to: ['New', 'In Process', 'Rejected'], by: ['Admin', 'Calibrator'] },
  { from: 'In Process', to: ['Waiting for response', 'Waiting on feedback', 'Datalogging', 'Completed', 'Rejected'], by: ['Admin', 'Calibrator'] },
  { from: 'In Process', to: ['Transfer'], by: ['Admin'] },
  { from: 'Waiting for response', to: ['In Process', 'Rejected'], by: ['Admin', 'Calibrator'] },
  { from: 'Waiting for response', to: ['In Process'], by: ['Owner'] },
  { from: 'Waiting for response', to: ['Cancel'], by: ['Admin', 'Owner'] },
  { from: 'Datalogging', to: ['In Process', 'Waiting for response'], by: ['Admin', 'Calibrator'] },
  { from: 'Waiting on feedback', to: ['Completed', 'In Process'], by: ['Admin', 'Calibrator', 'Owner'] },
  // The dealer's feedback shows the read itself was bad: rejected, and answered with a corrected read (issue 10).
  { from: 'Waiting on feedback', to: ['Rejected'], by: ['Admin', 'Calibrator'] },
  { from: 'Completed', to: ['Warranty'], by: ['Admin', 'Owner'] },
  { from: 'Warranty', to: ['In Process', 'Waiting on feedback', 'Completed'], by: ['Admin', 'Calibrator'] },
];

/** May `mover` move an order from `from` to `to`? */
export const mayMove = (from: OrderStatus, to: OrderStatus, mover: StatusMover): boolean =>
  from !== to && STATUS_MOVES.some((move) => move.from === from && move.to.includes(to) && (mover === 'Admin' || move.by.includes(mover)));

// The statuses a mover may choose now (the table above and the order's payment and calibrator): statusChange.ts.
