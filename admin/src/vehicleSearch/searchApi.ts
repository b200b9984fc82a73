import { answered, apiClient } from '../providers/apiClient';
import type { ApiAnswer } from '../providers/apiTypes';
import { knownGearbox } from '../shared/gearbox';

/** A price in EUR or in the market's currency; "On request" when the stage has none. */
export type OfferPrice = number | string;
/** The answer of POST /api/site and GET /api/site/:id (spec section 7). */
export type SiteOffers = ApiAnswer<'/api/site', 'post'>;
export type VehicleOffer = SiteOffers['message']['tuning'][number];
export type EcuStageOffer = VehicleOffer['stages'][number];
/** An option of a stage with its choices as the spec's JSON string ('["Off","On"]'). */
export type StageOptionOffer = EcuStageOffer['options'][number];
export type DsgOffer = SiteOffers['message']['dsg'][number];
export type DsgStageOffer = DsgOffer['stages'][number];
export type DsgOptionOffer = DsgOffer['softwareOptions'][number];
export type ComboOffer = SiteOffers['message']['combos'][number];
export type OfferCurrency = SiteOffers['currency'];

/** The answer of GET /api/vehicles-dsg/tcu/:family: one gearbox family's offer in the market's currency. */
export type TcuOffer = ApiAnswer<'/api/vehicles-dsg/tcu/{family}'>;

/** The VIN search's answer: the vehicles a rule describes. */
export type VinSearchAnswer = ApiAnswer<'/api/vehicles/search-vin', 'post'>;
export type VinVehicle = VinSearchAnswer['vehicles'][number];

/** The vehicle search cascade (spec section 4): each call answers the values of the next level. */
export const vehicleSearchCommands = {
  getBrands: () => answered(apiClient.POST('/api/site/brands', { body: {} })),
  getModels: (brand: string) => answered(apiClient.POST('/api/site/filter-model', { body: { brand } })),
  getGenerations: (brand: string, model: string) => answered(apiClient.POST('/api/site/filter-generation', { body: { brand, model } })),
  getEngines: (brand: string, model: string, generation: string) =>
    answered(apiClient.POST('/api/site/filter-engine', { body: { brand, model, generation } })),
  /**
   * The gearbox step: the vehicle of a full brand…engine choice with its gearbox families
   * (`tuning[].dsg`) and ECU offers (POST /api/site; api/CONTRACT.md "Vehicle search widget").
   */
  findOffers: (alpha2: string, choice: { brand: string; model: string; generation: string; engine: string }) =>
    answered(apiClient.POST('/api/site', { body: { alpha2, ...choice } })),
  // async: a family refused by knownGearbox (a stale link) rejects the call, as the server's 404 would.
  /** One vehicle's offers with local prices, with the DSG offer of `dsg` when given (GET /api/site/:id). */
  getVehicleOffers: async (id: string, alpha2: string, dsg?: string) =>
    answered(apiClient.GET('/api/site/{id}', { params: { path: { id }, query: { alphaCountry: alpha2, ...(dsg ? { dsg: knownGearbox(dsg) } : {}) } } })),
  /** One gearbox family's DSG offer, priced in the market of `alpha2` (GET /api/vehicles-dsg/tcu/:family). */
  getDsgOffer: async (family: string, alpha2: string) =>
    answered(apiClient.GET('/api/vehicles-dsg/tcu/{family}', { params: { path: { family: knownGearbox(family) }, query: { alphaCountry: alpha2 } } })),
  /** POST /api/vehicles/search-vin: the vehicles a VIN search rule describes (every call is logged). */
  searchVin: (vin: string) => answered(apiClient.POST('/api/vehicles/search-vin', { body: { vin } })),
};
