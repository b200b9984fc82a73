import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ENCRYPTION_JOB_STATUSES, ENCRYPTION_OPS, type EncryptionJobStatus, type EncryptionOp } from '../../../events/encryption/events.js';
import { ENCRYPTION_JOB_SORTABLE, listEncryptionJobs } from '../../../projections/encryption/queries.js';
import type { EncryptionJobRow } from '../../../projections/encryption/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList } from '../../http/simple-rest.js';
import { FIELD_BAD_FORMAT } from '../../http/validation-messages.js';

// The encryption service as the signed-in side sees it (issue 10; spec sections 4 and 7): whether
// it is online, and the Admin's list of its jobs. The agent's socket is in ./agent.ts.

const Enabled = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });
const EncryptionJobRecord = Type.Object({
  id: Type.String(),
  op: Type.Union([Type.Literal('encrypt'), Type.Literal('decrypt')]),
  inputSha256: Type.String(),
  status: Type.Union([Type.Literal('waiting'), Type.Literal('completed'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  outputSha256: Type.Union([Type.String(), Type.Null()]),
  outputSize: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  agent: Type.Union([Type.String(), Type.Null()]),
  requestedAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
}, { additionalProperties: false });

const SORT = { id: 'requested_at', requestedAt: 'requested_at', updatedAt: 'updated_at', status: 'status', op: 'op' } as const satisfies Record<string, (typeof ENCRYPTION_JOB_SORTABLE)[number]>;

const oneOf = <T extends string>(filter: Record<string, unknown>, key: string, allowed: readonly T[]): T | undefined => {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new HttpError(400, FIELD_BAD_FORMAT, { field: `filter.${key}`, format: allowed.join(' | ') });
};

export const toEncryptionJobRecord = (row: EncryptionJobRow) => ({
  id: row.id, op: row.op as EncryptionOp, inputSha256: row.input_sha256, status: row.status as EncryptionJobStatus, attempts: row.attempts,
  outputSha256: row.output_sha256, outputSize: row.output_size === null ? null : Number(row.output_size), reason: row.reason, agent: row.agent,
  requestedAt: row.requested_at.toISOString(), updatedAt: row.updated_at.toISOString(),
});

export const encryptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Spec section 7; any signed-in user (the order screens show it).
  app.get('/user/is-file-server-enabled', { schema: { tags: ['encryption'], response: { 200: Enabled } } }, () => ({ enabled: app.encryption.status() === 'online' }));

  app.get('/encryption/jobs', {
    schema: { tags: ['encryption'], querystring: ListQuery, response: { 200: Type.Array(EncryptionJobRecord), 400: ErrorSchema } },
    config: { roles: ['Admin'] },
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT, 'requestedAt', 'DESC');
    const filter = { status: oneOf(params.filter, 'status', ENCRYPTION_JOB_STATUSES), op: oneOf(params.filter, 'op', ENCRYPTION_OPS) };
    const { rows, total } = await listEncryptionJobs(app.db, filter, params);
    return sendList(reply, 'encryption-jobs', params, rows.map(toEncryptionJobRecord), total);
  });
};
