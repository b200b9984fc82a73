import { api } from '../providers/httpClient';

type Values = { data: string[] };

/** A price in EUR or in the market's currency; "On request" when the stage has none. */
export type OfferPrice = number | string;
/** An option of a stage with its choices as the spec's JSON string ('["Off","On"]'). */
export type StageOptionOffer = { name: string; choices: string };
export type EcuStageOffer = { stage: string; name: string; price: OfferPrice; localPrice: OfferPrice; power: string | number; torque: string | number; options: StageOptionOffer[] };
export type VehicleOffer = { id: string; make: string; model: string; generation: string; engine: string; dsg: string[]; stages: EcuStageOffer[] };
export type DsgStageOffer = { stage: string; name: string; torque: string | number; price: OfferPrice; localPrice: OfferPrice };
export type DsgOptionOffer = { name: string; choices: string; price: OfferPrice; localPrice: OfferPrice };
export type DsgOffer = { family: string; stages: DsgStageOffer[]; softwareOptions: DsgOptionOffer[]; hardwareOptions: DsgOptionOffer[] };
export type ComboOffer = { id: string; family: string; ecu: string; dsg: string; description: string; price: OfferPrice; localPrice: OfferPrice; discountPercent: number };
export type OfferCurrency = { code: string; symbol: string; locale: string };
/** The answer of POST /api/site and GET /api/site/:id (spec section 7), as far as the widget reads it. */
export type SiteOffers = { message: { tuning: VehicleOffer[]; dsg: DsgOffer[]; combos: ComboOffer[]; stage_visibility: Record<string, boolean> }; currency: OfferCurrency };

/** The answer of GET /api/vehicles-dsg/tcu/:family: one gearbox family's offer in the market's currency. */
export type TcuOffer = { data: DsgOffer; stage_visibility: Record<string, boolean>; currency: OfferCurrency };

/** A vehicle as the VIN search answers it. */
export type VinVehicle = { id: string; make: string; model: string; generation: string; engine: string };
export type VinSearchAnswer = { vin: string; rule: { id: string; pattern: string } | null; vehicles: VinVehicle[] };

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();

/** The vehicle search cascade (spec section 4): each call answers the values of the next level. */
export const vehicleSearchCommands = {
  getBrands: () => api.post<Values>('/api/site/brands', {}),
  getModels: (brand: string) => api.post<Values>('/api/site/filter-model', { brand }),
  getGenerations: (brand: string, model: string) => api.post<Values>('/api/site/filter-generation', { brand, model }),
  getEngines: (brand: string, model: string, generation: string) =>
    api.post<Values>('/api/site/filter-engine', { brand, model, generation }),
  /**
   * The gearbox step: the vehicle of a full brand…engine choice with its gearbox families
   * (`tuning[].dsg`) and ECU offers (POST /api/site; api/CONTRACT.md "Vehicle search widget").
   */
  findOffers: (alpha2: string, choice: { brand: string; model: string; generation: string; engine: string }) =>
    api.post<SiteOffers>('/api/site', { alpha2, ...choice }),
  /** One vehicle's offers with local prices, with the DSG offer of `dsg` when given (GET /api/site/:id). */
  getVehicleOffers: (id: string, alpha2: string, dsg?: string) =>
    api.get<SiteOffers>(`/api/site/${encodeURIComponent(id)}?${query({ alphaCountry: alpha2, dsg })}`),
  /** One gearbox family's DSG offer, priced in the market of `alpha2` (GET /api/vehicles-dsg/tcu/:family). */
  getDsgOffer: (family: string, alpha2: string) =>
    api.get<TcuOffer>(`/api/vehicles-dsg/tcu/${encodeURIComponent(family)}?${query({ alphaCountry: alpha2 })}`),
  /** POST /api/vehicles/search-vin: the vehicles a VIN search rule describes (every call is logged). */
  searchVin: (vin: string) => api.post<VinSearchAnswer>('/api/vehicles/search-vin', { vin }),
};
