import { Type, type Static } from 'typebox';
import type { UserRow } from '../../../tables/users/table.js';

const Id = Type.String({ format: 'uuid' });

export const IdParams = Type.Object({ id: Id });
export const AddDealerBody = Type.Object({ distributorId: Id, dealerId: Id });
export const RemoveDealerBody = Type.Object({ distributorId: Id, dealerId: Id });

export const NetworkChange = Type.Object({ dealerId: Type.String(), parentId: Type.Union([Type.String(), Type.Null()]), previousParentId: Type.Union([Type.String(), Type.Null()]) });

/** A sub-dealer who registered under a dealer and waits for it (or an Admin). */
export const Registration = Type.Object({
  id: Type.String(), email: Type.String(), firstName: Type.String(), lastName: Type.String(), phone: Type.String(),
  countryId: Type.Union([Type.String(), Type.Null()]), parentId: Type.Union([Type.String(), Type.Null()]),
  emailVerified: Type.Boolean(), createdAt: Type.String(),
});
export type Registration = Static<typeof Registration>;
export const RegistrationCount = Type.Object({ pending: Type.Integer({ minimum: 0, description: 'registrations waiting for the caller (the list of GET networks/registrations)' }) });
export const RegistrationDecision = Type.Object({ id: Type.String(), status: Type.Union([Type.Literal('accepted'), Type.Literal('refused')]) });

export const toRegistration = (row: UserRow): Registration => ({
  id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, phone: row.phone, countryId: row.country_id,
  parentId: row.parent_id, emailVerified: row.email_verified_at !== null, createdAt: row.created_at.toISOString(),
});
