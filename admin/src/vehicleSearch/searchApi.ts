import { api } from '../providers/httpClient';

type Values = { data: string[] };

/** A price in EUR or in the market's currency; "On request" when the stage has none. */
export type OfferPrice = number | string;
export type EcuStageOffer = { stage: string; name: string; price: OfferPrice; localPrice: OfferPrice; power: string | number; torque: string | number };
export type VehicleOffer = { id: string; make: string; model: string; generation: string; engine: string; stages: EcuStageOffer[] };
/** The answer of POST /api/site and GET /api/site/:id (spec section 7), as far as this page reads it. */
export type SiteOffers = { message: { tuning: VehicleOffer[] }; currency: { code: string; locale: string } };

/** The vehicle search cascade (spec section 4): each call answers the values of the next level. */
export const vehicleSearchCommands = {
  getBrands: () => api.post<Values>('/api/site/brands', {}),
  getModels: (brand: string) => api.post<Values>('/api/site/filter-model', { brand }),
  getGenerations: (brand: string, model: string) => api.post<Values>('/api/site/filter-generation', { brand, model }),
  getEngines: (brand: string, model: string, generation: string) =>
    api.post<Values>('/api/site/filter-engine', { brand, model, generation }),
  /** The vehicles matching a full choice, with their offers for the country (POST /api/site). */
  findOffers: (alpha2: string, choice: { brand: string; model: string; generation: string; engine: string }) =>
    api.post<SiteOffers>('/api/site', { alpha2, ...choice }),
  /** One vehicle's offers with local prices (GET /api/site/:id?alphaCountry=). */
  getVehicleOffers: (id: string, alpha2: string) =>
    api.get<SiteOffers>(`/api/site/${encodeURIComponent(id)}?alphaCountry=${encodeURIComponent(alpha2)}`),
};
