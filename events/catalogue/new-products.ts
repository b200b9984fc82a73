// A dealer's request for a vehicle the catalogue does not have yet (spec section 2: newproducts;
// the sidebar counts the new ones). An administrator adds the vehicle or rejects the request.

export const NEW_PRODUCT_STATUSES = ['New', 'Added', 'Rejected'] as const;
export type NewProductStatus = (typeof NEW_PRODUCT_STATUSES)[number];

/** Why a status change is refused, or null: a request is Added only with the vehicle that answers it. */
export const statusProblem = (status: NewProductStatus, vehicleId: string | null): string | null =>
  status === 'Added' && !vehicleId ? 'vehicleId: Field is required' : null;
