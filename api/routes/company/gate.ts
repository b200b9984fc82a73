import type { FastifyRequest } from 'fastify';
import { problem } from '../../../events/problem.js';
import { informationIncomplete } from '../../../tables/companies/queries.js';
import { HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';

// Spec section 8 "Information Incomplete": an account registered since company information exists
// fills it (required-information) before it orders software or credits.

export const INFORMATION_INCOMPLETE = problem('INFORMATION_INCOMPLETE', 'Information Incomplete');

/** preHandler of the ordering routes: 409 while the caller's account owes its company information. */
export const requireCompleteInformation = async (request: FastifyRequest) => {
  if (await informationIncomplete(request.server.db, currentUser(request).id)) throw new HttpError(409, INFORMATION_INCOMPLETE);
};
