import { randomUUID } from 'node:crypto';
import type { AppServices } from '../../api/plugins/services.js';
import { hashPassword } from '../../api/services/passwords.js';
import { accountEvent, accountStream } from '../../events/accounts/events.js';
import { parseAmount } from '../../events/credit/credits.js';
import { deterministicUuid } from '../../events/deterministic-id.js';
import { defaultCanSale, type Role } from '../../tables/users/table.js';

// Demo accounts, one per role (README). Seeded only into the embedded default or by `npm run seed`.
export const DEMO_PASSWORD = 'Demo1234';

type DemoAccount = { email: string; firstName: string; lastName: string; role: Role; parent?: string; country: string };

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.test', firstName: 'Ada', lastName: 'Admin', role: 'Admin', country: 'NL' },
  { email: 'distributor@demo.test', firstName: 'Dario', lastName: 'Distributor', role: 'Distributor', country: 'ES' },
  { email: 'dealer@demo.test', firstName: 'Dana', lastName: 'Dealer', role: 'Dealer', parent: 'distributor@demo.test', country: 'ES' },
  { email: 'subdealer@demo.test', firstName: 'Sam', lastName: 'Subdealer', role: 'SubDealer', parent: 'dealer@demo.test', country: 'ES' },
  { email: 'calibrator@demo.test', firstName: 'Cal', lastName: 'Calibrator', role: 'Calibrator', country: 'NL' },
  { email: 'support@demo.test', firstName: 'Sue', lastName: 'Support', role: 'Support', country: 'NL' },
];

/** Demo bank details for buyers paying the house by transfer (editable under invoice numeration). */
export const seedDemoBankDetails = async (db: AppServices['db']) => {
  const existing = await db.selectFrom('invoice_payments').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.insertInto('invoice_payments').values({ name: 'Bank transfer', details: 'IBAN NL91 DEMO 0417 1643 00 · BIC DEMONL2A\nTuning Portal B.V., Amsterdam' }).execute();
};

/** Creates the demo accounts that do not exist yet; answers how many it created. */
export const seedDemoData = async (services: Pick<AppServices, 'db' | 'store' | 'runner' | 'now'>): Promise<number> => {
  const { db, store } = services;
  const hash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, string>();
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
    if (existing) {
      ids.set(account.email, existing.id);
      continue;
    }
    const country = await db.selectFrom('countries').select('id').where('id', '=', account.country).executeTakeFirst();
    const parentId = account.parent ? (ids.get(account.parent) ?? null) : null;
    const row = await db
      .insertInto('users')
      .values({
        email: account.email, first_name: account.firstName, last_name: account.lastName, phone: '+31201234567',
        country_id: country?.id ?? null, password_hash: hash, roles: [account.role], parent_id: parentId, can_sale: defaultCanSale([account.role]),
        email_verified_at: services.now(), two_factor_secret: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(account.email, row.id);
    const at = services.now().toISOString();
    const result = await store.appendToStream(accountStream(row.id), [
      accountEvent(randomUUID(), 'UserRegistered', { userId: row.id, email: account.email, roles: [account.role], parentId, at }),
      accountEvent(randomUUID(), 'EmailVerified', { userId: row.id, at }),
    ]);
    await services.runner.waitFor(result.position);
    created += 1;
  }
  return created;
};

/** What the demo dealers hold at the first start, so a newcomer can order at once (README "Your first order"). */
export const DEMO_OPENING_CREDITS: Readonly<Record<string, number>> = { 'distributor@demo.test': 5000, 'dealer@demo.test': 2500, 'subdealer@demo.test': 500 };

/**
 * Gives the demo dealers their opening credits from the house, through the ledger like an account
 * import: one movement per account with an id derived from its email, so every start may call it
 * (one that died half-way included) and each account is granted once.
 */
export const seedDemoCredits = async (services: Pick<AppServices, 'db' | 'ledger' | 'runner' | 'now'>) => {
  const admin = await services.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow();
  for (const [email, credits] of Object.entries(DEMO_OPENING_CREDITS)) {
    const account = await services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!account) continue;
    const movementId = deterministicUuid(`demo-opening-credits:${email}`);
    // The ledger remembers recent ids only: the journal's read model says whether it was granted long ago.
    if (await services.db.selectFrom('ledger_movements').select('movement_id').where('movement_id', '=', movementId).executeTakeFirst()) continue;
    const { position } = await services.ledger.handle({
      type: 'ImportCredits', movementId, idempotencyKey: `demo-opening:${movementId}`, amount: parseAmount(credits)!,
      actor: { id: admin.id, isAdmin: true }, at: services.now().toISOString(), to: account.id, reference: null, description: 'Demo opening balance',
    });
    if (position) await services.runner.waitFor(position);
  }
};
