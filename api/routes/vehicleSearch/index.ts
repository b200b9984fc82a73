import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cascadeValues } from '../../../tables/catalogue/queries.js';
import { ErrorSchema } from '../../http/errors.js';
import { GearboxFamilySchema } from '../vehicles/schemas.js';
import { catalogueRoutes } from './catalogue.js';

// The vehicle search cascade of spec sections 4 and 7: brand → model → generation → engine, each
// call answering the distinct values of the next level under the chosen ones. Any signed-in role.

const Level = Type.String({ minLength: 1, maxLength: 100 });
const gearbox = { dsg: Type.Optional(GearboxFamilySchema) };
const Values = Type.Object({ data: Type.Array(Type.String()) });
const response = { 200: Values, 400: ErrorSchema };

const BrandsBody = Type.Object({ ...gearbox });
const ModelBody = Type.Object({ brand: Level, ...gearbox });
const GenerationBody = Type.Object({ brand: Level, model: Level, ...gearbox });
const EngineBody = Type.Object({ brand: Level, model: Level, generation: Level, ...gearbox });

export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The offer calls (POST site, GET site/:id, combos, TCU) beside the cascade.
  await app.register(catalogueRoutes);

  app.post('/site/brands', {
    schema: { tags: ['site'], body: BrandsBody, response },
    // The first level needs no filter: a POST without a body asks for every brand.
    preValidation: async (request) => {
      request.body ??= {};
    },
  }, async ({ body }) => ({ data: await cascadeValues(app.db, 'make', { dsg: body.dsg }) }));

  app.post('/site/filter-model', { schema: { tags: ['site'], body: ModelBody, response } },
    async ({ body }) => ({ data: await cascadeValues(app.db, 'model', { make: body.brand, dsg: body.dsg }) }));

  app.post('/site/filter-generation', { schema: { tags: ['site'], body: GenerationBody, response } },
    async ({ body }) => ({ data: await cascadeValues(app.db, 'generation', { make: body.brand, model: body.model, dsg: body.dsg }) }));

  app.post('/site/filter-engine', { schema: { tags: ['site'], body: EngineBody, response } },
    async ({ body }) => ({ data: await cascadeValues(app.db, 'engine', { make: body.brand, model: body.model, generation: body.generation, dsg: body.dsg }) }));
};
