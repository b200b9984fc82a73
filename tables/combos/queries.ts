import { sql, type Kysely } from 'kysely';
import type { CleanCombo, CleanRule } from '../../events/catalogue/combo-settings.js';
import { audit } from '../audit/queries.js';
import { listComboRules, listCombos } from '../catalogue/offers.js';
import type { Database } from '../../database/schema.js';

// The combos screen saves every combo price and every rule at once: all or nothing, audited as one
// change of the combo settings (entity 'combos', id 'settings') with the lists before and after.

const ENTITY = 'combos';

/** Upserts the given combos and replaces the rules with the given list, in one transaction. */
export const saveComboSettings = (db: Kysely<Database>, actorId: string, combos: CleanCombo[], rules: CleanRule[], now: Date) =>
  db.transaction().execute(async (trx) => {
    // One writer at a time, so `before` is exactly what this save replaced.
    await sql`LOCK TABLE combos, combo_rules IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const before = { combos: await listCombos(trx), rules: await listComboRules(trx) };
    for (const combo of combos) {
      await trx.insertInto('combos').values({ ...combo, updated_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ price: combo.price, description: combo.description, updated_at: now })).execute();
    }
    await trx.deleteFrom('combo_rules').execute();
    if (rules.length) await trx.insertInto('combo_rules').values(rules.map((rule) => ({ ...rule, updated_at: now }))).execute();
    const after = { combos: await listCombos(trx), rules: await listComboRules(trx) };
    await audit(trx, { actorId, entity: ENTITY, entityId: 'settings', action: 'update', before, after });
    return after;
  });
