import { GEARBOX_FAMILIES } from '../../../../events/constants';

export type OfferType = 'ECU' | 'DSG';

/** The path of an offer detail: a vehicle's ECU offer, or a gearbox family's DSG offer (seen from `vehicleId`). */
export const offerDetailPath = (type: OfferType, id: string, vehicleId?: string) =>
  `/order-software-detail/${type}/${encodeURIComponent(id)}${vehicleId ? `?vehicle=${encodeURIComponent(vehicleId)}` : ''}`;

/**
 * What an offer detail's address names, read the way people type it: the type `ecu`/`dsg` in any
 * case, a gearbox family in any case (`dq250` is DQ250). Null when it names no offer: an unknown
 * type or a DSG id that is no gearbox family (the not-found page).
 */
export const parseOfferDetail = (type: string | undefined, id: string | undefined): { type: OfferType; id: string } | null => {
  const kind = type?.toUpperCase();
  if (!id) return null;
  if (kind === 'ECU') return { type: 'ECU', id };
  const family = GEARBOX_FAMILIES.find((name) => name.toUpperCase() === id.toUpperCase());
  return kind === 'DSG' && family ? { type: 'DSG', id: family } : null;
};
