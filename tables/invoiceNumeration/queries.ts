import type { Kysely } from 'kysely';
import { DEFAULT_NUMERATION } from '../../events/invoices/numeration.js';
import type { InvoiceNumeration } from '../../events/invoices/events.js';
import { audit } from '../audit/queries.js';
import type { Database } from '../../database/schema.js';

// Invoice settings: each change is written with its audit row in one transaction.

type Db = Kysely<Database>;

export type Company = { companyName: string; companyAddress: string; companyEmail: string; companyCountry: string; companyVatId: string };
export type PaymentDetail = { name: string; details: string; active: boolean; position: number };
export type DescriptionLine = { text: string; active: boolean; position: number };

export const readCompany = (db: Db) =>
  db.selectFrom('invoice_numeration').select(['company_name', 'company_address', 'company_email', 'company_country', 'company_vat_id', 'updated_at']).executeTakeFirstOrThrow();

/** The numbering as folded by the invoices projection (the defaults until an administrator saves one). */
export const readNumeration = async (db: Db): Promise<InvoiceNumeration> => {
  const row = await db.selectFrom('invoice_sequence').selectAll().executeTakeFirst();
  return row ? { prefix: row.prefix, numberLength: row.number_length, nextNumber: Number(row.next_number) } : DEFAULT_NUMERATION;
};

export const listPayments = (db: Db) => db.selectFrom('invoice_payments').selectAll().orderBy('position').orderBy('id').execute();
export const listDescriptions = (db: Db) => db.selectFrom('invoice_descriptions').selectAll().orderBy('position').orderBy('id').execute();

export const saveCompany = (db: Db, actorId: string, company: Company) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('invoice_numeration').select(['company_name', 'company_address', 'company_email', 'company_country', 'company_vat_id']).forUpdate().executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('invoice_numeration')
      .set({ company_name: company.companyName, company_address: company.companyAddress, company_email: company.companyEmail, company_country: company.companyCountry, company_vat_id: company.companyVatId, updated_at: new Date() })
      .returning(['company_name', 'company_address', 'company_email', 'company_country', 'company_vat_id'])
      .executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: 'invoice_numeration', entityId: '1', action: 'update', before, after });
  });

export const auditNumeration = (db: Db, actorId: string, before: InvoiceNumeration, after: InvoiceNumeration) =>
  audit(db, { actorId, entity: 'invoice_numeration', entityId: 'numbering', action: 'update', before, after });

export const createPayment = (db: Db, actorId: string, p: PaymentDetail) =>
  db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('invoice_payments').values(p).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: 'invoice_payments', entityId: String(row.id), action: 'create', after: row });
    return row;
  });

/** Null when there is no such payment detail. */
export const updatePayment = (db: Db, actorId: string, id: number, changes: Partial<PaymentDetail>) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('invoice_payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return null;
    const after = await trx.updateTable('invoice_payments').set({ ...changes, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: 'invoice_payments', entityId: String(id), action: 'update', before, after });
    return after;
  });

export const createDescription = (db: Db, actorId: string, d: DescriptionLine) =>
  db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('invoice_descriptions').values(d).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: 'invoice_descriptions', entityId: String(row.id), action: 'create', after: row });
    return row;
  });

export const updateDescription = (db: Db, actorId: string, id: number, changes: Partial<DescriptionLine>) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('invoice_descriptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return null;
    const after = await trx.updateTable('invoice_descriptions').set({ ...changes, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: 'invoice_descriptions', entityId: String(id), action: 'update', before, after });
    return after;
  });
