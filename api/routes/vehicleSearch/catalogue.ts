import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DSG_STAGES, ECU_STAGES, ON_REQUEST, type GearboxFamily } from '../../../events/constants.js';
import { findDsgOffers, findMarket, findOfferVehicles, listComboRules, listCombos, type OfferFilter } from '../../../tables/catalogue/offers.js';
import { findVehicle, type VehicleWithStages } from '../../../tables/catalogue/queries.js';
import { DSG_OFFER_NOT_FOUND } from '../../../tables/catalogue/table.js';
import type { Database } from '../../../database/schema.js';
import type { Kysely } from 'kysely';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { GearboxFamilySchema, StageOption, VEHICLE_NOT_FOUND } from '../vehicles/schemas.js';
import {
  comboRuleList, comboRules, currencyInfo, dsgOffer, EUR_MARKET, vehicleCombos, vehicleOffer, visibilityOf,
  type CurrencyInfo,
} from './offers.js';
import { problem } from '../../../events/problem.js';

// The catalogue offer calls of spec section 7: POST site, GET site/:id, GET combos/get-combo and
// GET vehicles-dsg/tcu. Prices in EUR and in the country's currency; any signed-in role.

export const COUNTRY_NOT_FOUND = problem('COUNTRY_NOT_FOUND', 'Country not found');

const Price = Type.Union([Type.Number(), Type.Literal(ON_REQUEST)]);
const Figure = Type.Union([Type.Number(), Type.String()]);
const prices = { price: Price, localPrice: Price };
const StageCode = Type.Enum(DSG_STAGES);
const EcuStageCode = Type.Enum(ECU_STAGES);

const Currency = Type.Object({ code: Type.String(), symbol: Type.String(), rate: Type.Number(), locale: Type.String(), marketFactor: Type.Number() });
const EcuStageAnswer = Type.Object({ stage: EcuStageCode, name: Type.String(), field: Type.String(), ...prices, power: Figure, torque: Figure, options: Type.Array(StageOption) });
const VehicleOffer = Type.Object({
  id: Type.String(), make: Type.String(), model: Type.String(), generation: Type.String(), engine: Type.String(), engineFamily: Type.String(),
  dsg: Type.Array(Type.String()), stages: Type.Array(EcuStageAnswer),
});
const OptionAnswer = Type.Object({ name: Type.String(), choices: Type.String(), ...prices });
const DsgOfferAnswer = Type.Object({
  family: Type.String(),
  stages: Type.Array(Type.Object({ stage: StageCode, name: Type.String(), torque: Figure, ...prices })),
  softwareOptions: Type.Array(OptionAnswer),
  hardwareOptions: Type.Array(OptionAnswer),
});
const ComboAnswer = Type.Object({
  id: Type.String(), vehicleId: Type.String(), family: Type.String(), ecu: Type.String(), dsg: Type.String(), description: Type.String(), ...prices,
  sumOfParts: Price, localSumOfParts: Price, discountPercent: Type.Number(),
});
const Visibility = Type.Object(Object.fromEntries(DSG_STAGES.map((stage) => [stage, Type.Boolean()])));
const Rule = Type.Object({ ecu: Type.String(), min: Type.String(), max: Type.String() });

const SiteAnswer = Type.Object({
  message: Type.Object({ tuning: Type.Array(VehicleOffer), dsg: Type.Array(DsgOfferAnswer), combos: Type.Array(ComboAnswer), stage_visibility: Visibility }),
  currency: Currency,
});
const ComboAnswerList = Type.Object({ combos: Type.Array(ComboAnswer), rules: Type.Array(Rule), currency: Currency });
const TcuAnswer = Type.Object({ data: DsgOfferAnswer, stage_visibility: Visibility, currency: Currency });

// Two characters (a code that is not a country is "Country not found"): a pattern would only say "invalid format".
const Alpha2 = Type.String({ minLength: 2, maxLength: 2 });
const Level = Type.String({ minLength: 1, maxLength: 100 });
const SiteBody = Type.Object({
  alpha2: Alpha2, brand: Type.Optional(Level), model: Type.Optional(Level), generation: Type.Optional(Level), engine: Type.Optional(Level), dsg: Type.Optional(GearboxFamilySchema),
});
const VehicleParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const SiteQuery = Type.Object({ alphaCountry: Alpha2, dsg: Type.Optional(GearboxFamilySchema) });
const ComboParams = Type.Object({ id: Type.String({ format: 'uuid' }), alpha2: Alpha2 });
const TcuParams = Type.Object({ family: GearboxFamilySchema });
const TcuQuery = Type.Object({ alphaCountry: Type.Optional(Alpha2) });
const errors = { 400: ErrorSchema, 404: ErrorSchema };

const marketOf = async (db: Kysely<Database>, alpha2: string): Promise<CurrencyInfo> => {
  const market = await findMarket(db, alpha2);
  if (!market) throw new HttpError(404, COUNTRY_NOT_FOUND);
  return currencyInfo(market);
};

/** Tuning, DSG offers and combos of the vehicles; DSG only for the given family when there is one. */
const siteAnswer = async (db: Kysely<Database>, vehicles: VehicleWithStages[], currency: CurrencyInfo, family?: GearboxFamily) => {
  const families = [...new Set(vehicles.flatMap((vehicle) => vehicle.dsg_families))].filter((f) => family === undefined || f === family);
  const [offers, combos, rules] = await Promise.all([findDsgOffers(db, families), listCombos(db), listComboRules(db)]);
  const tuning = vehicles.map((vehicle) => vehicleOffer(vehicle, currency));
  const dsg = offers.map((row) => dsgOffer(row, currency));
  const ruleList = comboRules(rules);
  const comboAnswers = vehicles.flatMap((vehicle) =>
    offers.filter((row) => vehicle.dsg_families.includes(row.family)).flatMap((row) => vehicleCombos(vehicle, row, combos, ruleList, currency)));
  const stage_visibility = visibilityOf(...tuning.map((t) => t.stages.map((s) => s.stage)), ...dsg.map((d) => d.stages.map((s) => s.stage)));
  return { message: { tuning, dsg, combos: comboAnswers, stage_visibility }, currency };
};

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/site', { schema: { tags: ['site'], body: SiteBody, response: { 200: SiteAnswer, ...errors } } }, async ({ body }) => {
    const currency = await marketOf(app.db, body.alpha2);
    const filter: OfferFilter = { make: body.brand, model: body.model, generation: body.generation, engine: body.engine, dsg: body.dsg };
    return siteAnswer(app.db, await findOfferVehicles(app.db, filter), currency, body.dsg);
  });

  app.get('/site/:id', { schema: { tags: ['site'], params: VehicleParams, querystring: SiteQuery, response: { 200: SiteAnswer, ...errors } } }, async ({ params, query }) => {
    const vehicle = await findVehicle(app.db, params.id);
    if (!vehicle) throw new HttpError(404, VEHICLE_NOT_FOUND);
    const currency = await marketOf(app.db, query.alphaCountry);
    return siteAnswer(app.db, [vehicle], currency, query.dsg);
  });

  app.get('/combos/get-combo/:id/:alpha2', { schema: { tags: ['site'], params: ComboParams, response: { 200: ComboAnswerList, ...errors } } }, async ({ params }) => {
    const vehicle = await findVehicle(app.db, params.id);
    if (!vehicle) throw new HttpError(404, VEHICLE_NOT_FOUND);
    const currency = await marketOf(app.db, params.alpha2);
    const [dsgRows, combos, rules] = await Promise.all([findDsgOffers(app.db, vehicle.dsg_families), listCombos(app.db), listComboRules(app.db)]);
    const ruleList = comboRules(rules);
    return {
      combos: dsgRows.flatMap((row) => vehicleCombos(vehicle, row, combos, ruleList, currency)),
      rules: comboRuleList(rules),
      currency,
    };
  });

  app.get('/vehicles-dsg/tcu/:family', {
    schema: { tags: ['site'], params: TcuParams, querystring: TcuQuery, response: { 200: TcuAnswer, ...errors } },
  }, async ({ params, query }) => {
    const currency = query.alphaCountry ? await marketOf(app.db, query.alphaCountry) : EUR_MARKET;
    const [row] = await findDsgOffers(app.db, [params.family]);
    if (!row) throw new HttpError(404, DSG_OFFER_NOT_FOUND);
    const data = dsgOffer(row, currency);
    return { data, stage_visibility: visibilityOf(data.stages.map((s) => s.stage)), currency };
  });
};
