/** The path of an offer detail: a vehicle's ECU offer, or a gearbox family's DSG offer (seen from `vehicleId`). */
export const offerDetailPath = (type: 'ECU' | 'DSG', id: string, vehicleId?: string) =>
  `/order-software-detail/${type}/${encodeURIComponent(id)}${vehicleId ? `?vehicle=${encodeURIComponent(vehicleId)}` : ''}`;
