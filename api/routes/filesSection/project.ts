import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDER_NOT_FOUND } from '../../../events/softwareOrders/errors.js';
import { orderReads, orderVersions } from '../../../projections/softwareOrders/work-queries.js';
import type { Role } from '../../../tables/users/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { ORDERING_ROLES } from '../softwareOrders/roles.js';
import { readableOrder } from '../softwareOrders/access.js';
import { sendOrderFile } from '../softwareOrders/downloads.js';
import { downloadUrl } from './files.js';
import { FileParams, IdParams, ProjectReply } from './schemas.js';

// files/project/{id}: everything of one order in one place (its original reads of every round with
// the details the dealer gave, its tuned versions, the order chat's attachments) and the download of
// any of them. A project is its order: read by the order's one rule (readableOrder: a calibrator its
// own orders and the unassigned ones), 404 otherwise; files/download is the order's own download.

const READERS: Role[] = ['Admin', 'Calibrator', 'Support', ...ORDERING_ROLES];

export const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readable = async (user: ReturnType<typeof currentUser>, id: string) => {
    const row = await readableOrder(app, user, id);
    // A placed order not paid yet has no number and no project.
    if (row.number === null) throw new HttpError(404, ORDER_NOT_FOUND);
    return row;
  };

  app.get('/files/project/:id', {
    schema: { tags: ['files'], params: IdParams, response: { 200: ProjectReply, 404: ErrorSchema } },
    config: { roles: READERS },
  }, async (request) => {
    const row = await readable(currentUser(request), request.params.id);
    const [reads, versions, details] = await Promise.all([
      orderReads(app.db, row.id), orderVersions(app.db, row.id),
      app.db.selectFrom('software_order_files').select(['unit', 'sha256', 'hardware_number', 'software_version']).where('order_id', '=', row.id).execute(),
    ]);
    const withUrl = <F extends { sha256: string }>(file: F) => ({ ...file, url: downloadUrl(row.id, file.sha256) });
    return {
      order: {
        id: row.id, number: row.number === null ? null : Number(row.number), dealerName: row.dealer_name, make: row.make, model: row.model,
        generation: row.generation, engine: row.engine, vin: row.vin, type: row.type, stage: row.stage, status: row.status,
        calibratorName: row.calibrator_name, createdAt: row.created_at.toISOString(),
      },
      reads: reads.map((r) => ({
        ...r,
        files: r.files.map((f) => {
          // The details the dealer gave travel with the first round's reads (the corrected ones carry none).
          const detail = details.find((d) => d.unit === f.unit && d.sha256 === f.sha256);
          return withUrl({ ...f, hardwareNumber: detail?.hardware_number ?? null, softwareVersion: detail?.software_version ?? null });
        }),
      })),
      versions: versions.map((v) => ({ ...v, files: v.files.map(withUrl) })),
      // The files of the order's chat, served by the chat's own route (its access rule).
      chatAttachments: (await app.db.selectFrom('order_chat_attachments as a').innerJoin('order_chat_messages as m', 'm.message_id', 'a.message_id')
        .select(['a.message_id', 'a.sha256', 'a.size', 'a.name', 'm.created_at']).where('a.order_id', '=', row.id).orderBy('m.created_at').execute())
        .map((a) => ({ messageId: a.message_id, sha256: a.sha256, size: Number(a.size), name: a.name, url: `/api/order-chat/${row.id}/attachments/${a.sha256}`, at: a.created_at.toISOString() })),
    };
  });

  // The order's own download (the same rule, log and encrypted copies as order-software/files).
  app.get('/files/download/:id/:sha256', {
    schema: { tags: ['files'], params: FileParams },
    config: { roles: READERS },
  }, async (request, reply) => sendOrderFile(app, request, reply, request.params.id, request.params.sha256));
};
