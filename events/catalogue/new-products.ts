import type { NewEvent } from '../store/port.js';

// A dealer's request for a vehicle the catalogue does not have yet (spec section 2: newproducts;
// the sidebar counts the new ones). An administrator adds the vehicle or rejects the request.

export const NEW_PRODUCT_STATUSES = ['New', 'Added', 'Rejected'] as const;
export type NewProductStatus = (typeof NEW_PRODUCT_STATUSES)[number];

/** Why a status change is refused, or null: a request is Added only with the vehicle that answers it. */
export const statusProblem = (status: NewProductStatus, vehicleId: string | null): string | null =>
  status === 'Added' && !vehicleId ? 'vehicleId: Field is required' : null;

// The request is a plain audited table row; its creation is also recorded as an event in the same
// transaction, so every API instance tells the administrators it holds sockets for (newCustomProduct).
export const NEW_PRODUCT_STREAM_PREFIX = 'new-product-';
export const newProductStream = (id: string) => `${NEW_PRODUCT_STREAM_PREFIX}${id}`;
export type NewProductRequested = { requestId: string; requestedBy: string; make: string; model: string; at: string };
/** A dealer asked for a product the catalogue lacks; the menu counters count the open ones. */
export type NewProductEvent = NewEvent<'NewProductRequested', NewProductRequested>;
