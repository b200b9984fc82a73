import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { COMBINED_OPTIONS } from '../../../events/constants.js';
import { checkComboSettings } from '../../../events/catalogue/combo-settings.js';
import { comboStages } from '../../../events/catalogue/combos.js';
import { listComboRules, listCombos } from '../../../tables/catalogue/offers.js';
import { saveComboSettings } from '../../../tables/combos/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { comboRuleList } from '../vehicleSearch/offers.js';

// The combos screen of the Admin catalogue (spec sections 3 and 7: combos/index, combos/update).
// One entry per combined option of spec section 9, priced or not yet (null = on request), and the
// rules (ecu, min, max): the DSG stage range an ECU stage combines with. Admin only.

const ADMIN = { roles: ['Admin'] as const };
const Stage = Type.Union([Type.String({ maxLength: 10 }), Type.Number()]);
const Combo = Type.Object({ id: Type.String(), ecu: Type.String(), dsg: Type.String(), price: Type.Union([Type.Number(), Type.Null()]), description: Type.String() });
const Rule = Type.Object({ ecu: Type.String(), min: Type.String(), max: Type.String() });
const ComboSettings = Type.Object({ combos: Type.Array(Combo), rules: Type.Array(Rule) });
type ComboSettings = Static<typeof ComboSettings>;

const UpdateBody = Type.Object({
  combos: Type.Array(Type.Object({
    id: Type.String({ maxLength: 20 }),
    price: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()])),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  }), { maxItems: COMBINED_OPTIONS.length * 2 }),
  rules: Type.Array(Type.Object({ ecu: Stage, min: Stage, max: Stage }), { maxItems: 20 }),
});

type Rows = { combos: { id: string; price: string | null; description: string }[]; rules: { ecu: string; min: string; max: string }[] };

/** The eleven combined options in the spec's order, with what the table holds for each. */
const settingsOf = (rows: Rows): ComboSettings => {
  const byId = new Map(rows.combos.map((row) => [row.id, row]));
  return {
    combos: COMBINED_OPTIONS.map((id) => {
      const row = byId.get(id);
      return { id, ...comboStages(id), price: row?.price == null ? null : Number(row.price), description: row?.description ?? '' };
    }),
    rules: comboRuleList(rows.rules),
  };
};

export const comboRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['combos'];

  app.get('/combos/index', { schema: { tags, response: { 200: ComboSettings } }, config: ADMIN }, async () => {
    const [combos, rules] = await Promise.all([listCombos(app.db), listComboRules(app.db)]);
    return settingsOf({ combos, rules });
  });

  /** All or nothing: the whole body is checked before anything is written; the rules sent replace the rules kept. */
  app.post('/combos/update', { schema: { tags, body: UpdateBody, response: { 200: ComboSettings, 400: ErrorSchema } }, config: ADMIN },
    async (request) => {
      const checked = checkComboSettings({ combos: request.body.combos.map((c) => ({ ...c, price: c.price ?? null })), rules: request.body.rules });
      if (!checked.ok) throw new HttpError(400, checked.problem, checked.params);
      return settingsOf(await saveComboSettings(app.db, currentUser(request).id, checked.combos, checked.rules, app.now()));
    });
};
