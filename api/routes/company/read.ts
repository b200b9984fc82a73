import type { FastifyInstance } from 'fastify';
import { problem } from '../../../events/problem.js';
import { findCompany } from '../../../tables/companies/queries.js';
import { HttpError } from '../../http/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { canView } from '../credit/network.js';
import { toCompanyView } from './schemas.js';

export const COMPANY_NOT_FOUND = problem('COMPANY_NOT_FOUND', 'Company information not found');
export const UNKNOWN_COUNTRY = problem('COMPANY_UNKNOWN_COUNTRY', 'Please choose a country from the list');

export const COMPANY_ROLES = { roles: ['Admin', 'Distributor', 'Dealer', 'SubDealer', 'Calibrator', 'Support'] as const };

export const readCompanyView = async (app: FastifyInstance, userId: string) => {
  const [row, pending] = await Promise.all([
    findCompany(app.db, userId),
    app.db.selectFrom('company_change_requests').selectAll().where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst(),
  ]);
  return toCompanyView(userId, row, pending);
};

/** The account the caller names (itself by default), or 404 when it may not read it. */
export const readableAccount = async (app: FastifyInstance, viewer: AuthUser, userId: string | undefined) => {
  const id = userId ?? viewer.id;
  const exists = await app.db.selectFrom('users').select('id').where('id', '=', id).where('sub_user_of', 'is', null).executeTakeFirst();
  if (!exists || !(await canView(app, viewer, id))) throw new HttpError(404, COMPANY_NOT_FOUND, { userId: id });
  return id;
};

