// Who may see a credit order, decided here once: its buyer, its seller and an Admin (who also sells
// the house's credits). Anyone else is told it does not exist (404, as for an unknown id): neither
// that it exists nor who its parties are. Used by the decider, the order's routes and its invoice.

export const mayReadCreditOrder = (viewer: { id: string; isAdmin: boolean }, parties: { buyerId: string; sellerId: string }): boolean =>
  viewer.isAdmin || viewer.id === parties.buyerId || viewer.id === parties.sellerId;
