import type { Transaction } from 'kysely';
import { HOUSE_ACCOUNT } from '../../events/ledger/credits.js';
import type { InvoiceNumerationRow } from '../invoice_numeration/table.js';
import type { Database } from '../schema.js';
import type { InvoiceParty } from './table.js';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const orNull = (s: string) => s.trim() || null;

/**
 * The seller or buyer as printed on an invoice. The house is the portal's company (invoice
 * settings); anyone else is read from the users table when the invoice is issued, so a rebuild
 * prints the names as they are at rebuild time (the events do not carry names).
 */
export const invoiceParty = async (trx: Transaction<Database>, id: string, company: InvoiceNumerationRow): Promise<InvoiceParty> => {
  if (id === HOUSE_ACCOUNT) {
    return { id, name: company.company_name, email: orNull(company.company_email), country: orNull(company.company_country), address: orNull(company.company_address), vatId: orNull(company.company_vat_id) };
  }
  const user = UUID_PATTERN.test(id)
    ? await trx
        .selectFrom('users')
        .leftJoin('countries', 'countries.id', 'users.country_id')
        .select(['users.first_name', 'users.last_name', 'users.email', 'countries.name as country'])
        .where('users.id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!user) return { id, name: id, email: null, country: null, address: null, vatId: null };
  return { id, name: `${user.first_name} ${user.last_name}`.trim() || user.email, email: user.email, country: user.country ?? null, address: null, vatId: null };
};
