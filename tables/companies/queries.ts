import type { Kysely, Transaction } from 'kysely';
import type { CompanyInformation } from '../../events/accounts/events.js';
import type { Database } from '../../database/schema.js';
import type { CompanyRow } from './table.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The fields a company must have before its account orders (required-information); the VAT id and phone are optional (consumers, no switchboard). */
export const REQUIRED_COMPANY_FIELDS = ['name', 'address', 'postalCode', 'city', 'countryId', 'email'] as const;

export const findCompany = (db: Db, userId: string) => db.selectFrom('companies').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const companyInformation = (row: CompanyRow | undefined): CompanyInformation | null =>
  row?.name
    ? { name: row.name, vatId: row.vat_id, address: row.address ?? '', postalCode: row.postal_code ?? '', city: row.city ?? '', countryId: row.country_id ?? '', email: row.email ?? '', phone: row.phone }
    : null;

const columns = (company: CompanyInformation) => ({
  name: company.name, vat_id: company.vatId, address: company.address, postal_code: company.postalCode, city: company.city,
  country_id: company.countryId, email: company.email, phone: company.phone,
});

/** Writes the company as given and marks it complete. */
export const saveCompany = (trx: Transaction<Database>, userId: string, company: CompanyInformation, now: Date) =>
  trx.insertInto('companies').values({ user_id: userId, ...columns(company), completed_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...columns(company), completed_at: now, updated_at: now }))
    .returningAll().executeTakeFirstOrThrow();

/** A row with nothing filled in: the account must complete it before ordering (a signup). */
export const requireCompany = (trx: Transaction<Database>, userId: string) =>
  trx.insertInto('companies').values({ user_id: userId, required: true, completed_at: null }).onConflict((oc) => oc.doNothing()).execute();

/** True when the account still owes its company information (Information Incomplete). */
export const informationIncomplete = async (db: Db, userId: string) => {
  const row = await db.selectFrom('companies').select(['required', 'completed_at']).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined && row.required && row.completed_at === null;
};
