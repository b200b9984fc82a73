import { HOUSE_ACCOUNT } from '../../../events/credit/credits.js';
import type { InvoiceParty } from '../../../events/invoices/events.js';
import type { InvoiceNumerationRow } from '../../../tables/invoiceNumeration/table.js';
import type { Db } from '../../../database/connect.js';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const orNull = (s: string) => s.trim() || null;

/**
 * The seller or buyer as printed on an invoice, read when it is issued and then carried by the
 * InvoiceIssued event. The house is the portal's company (invoice settings); anyone else a user.
 */
export const invoiceParty = async (db: Db, id: string, company: InvoiceNumerationRow): Promise<InvoiceParty> => {
  if (id === HOUSE_ACCOUNT) {
    return { id, name: company.company_name, email: orNull(company.company_email), country: orNull(company.company_country), address: orNull(company.company_address), vatId: orNull(company.company_vat_id) };
  }
  const user = UUID_PATTERN.test(id)
    ? await db
        .selectFrom('users')
        .leftJoin('countries', 'countries.id', 'users.country_id')
        .select(['users.first_name', 'users.last_name', 'users.email', 'countries.name as country'])
        .where('users.id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!user) return { id, name: id, email: null, country: null, address: null, vatId: null };
  return { id, name: `${user.first_name} ${user.last_name}`.trim() || user.email, email: user.email, country: user.country ?? null, address: null, vatId: null };
};
