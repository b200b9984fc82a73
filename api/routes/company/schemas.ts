import { Type, type Static } from 'typebox';
import type { CompanyInformation as CompanyData } from '../../../events/accounts/events.js';
import { companyInformation, REQUIRED_COMPANY_FIELDS } from '../../../tables/companies/queries.js';
import type { ChangeRequestRow, CompanyRow } from '../../../tables/companies/table.js';

const Id = Type.String({ format: 'uuid' });
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Optional = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);

export const CompanyInformation = Type.Object({
  name: Text(200),
  vatId: Optional(40),
  address: Text(300),
  postalCode: Text(20),
  city: Text(100),
  countryId: Type.String({ pattern: '^[A-Za-z]{2}$' }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  phone: Optional(30),
});

/** PUT company: the caller's own, or any account's for an Admin (`userId`). */
export const SaveCompanyBody = Type.Object({ ...CompanyInformation.properties, userId: Type.Optional(Id) });
export type SaveCompanyBody = Static<typeof SaveCompanyBody>;
export const CompanyQuery = Type.Object({ userId: Type.Optional(Id) }, { additionalProperties: false });
export const IdBody = Type.Object({ id: Id });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const CompanyView = Type.Object({
  userId: Type.String(),
  company: Nullable(CompanyInformation),
  /** The account must fill it before ordering (required-information). */
  required: Type.Boolean(),
  complete: Type.Boolean(),
  missing: Type.Array(Type.String()),
  pendingChange: Nullable(Type.Object({ id: Type.String(), changes: CompanyInformation, requestedAt: Type.String() })),
  terms: Nullable(Type.Object({ sha256: Type.String(), name: Type.String(), size: Type.Number(), uploadedAt: Type.String() })),
});
export type CompanyView = Static<typeof CompanyView>;

export const ChangeRequest = Type.Object({
  id: Type.String(), userId: Type.String(), email: Type.String(), userName: Type.String(),
  current: Nullable(CompanyInformation), changes: CompanyInformation, status: Type.String(), requestedAt: Type.String(),
});
export type ChangeRequest = Static<typeof ChangeRequest>;

export const normalise = (body: SaveCompanyBody): CompanyData => ({
  name: body.name.trim(), vatId: body.vatId?.trim() || null, address: body.address.trim(), postalCode: body.postalCode.trim(), city: body.city.trim(),
  countryId: body.countryId.toUpperCase(), email: body.email, phone: body.phone?.trim() || null,
});

export const toCompanyView = (userId: string, row: CompanyRow | undefined, pending: ChangeRequestRow | undefined): CompanyView => {
  const company = companyInformation(row);
  const missing = REQUIRED_COMPANY_FIELDS.filter((field) => !company?.[field]);
  return {
    userId,
    company,
    required: row?.required === true && row.completed_at === null,
    complete: row?.completed_at != null,
    missing: [...missing],
    pendingChange: pending ? { id: pending.id, changes: pending.changes as CompanyData, requestedAt: pending.requested_at.toISOString() } : null,
    terms: row?.terms_sha256
      ? { sha256: row.terms_sha256, name: row.terms_name ?? 'terms.pdf', size: Number(row.terms_size ?? 0), uploadedAt: (row.terms_uploaded_at ?? row.updated_at).toISOString() }
      : null,
  };
};
