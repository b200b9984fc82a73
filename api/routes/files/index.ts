import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ORIGINAL_FILE_KINDS, type OriginalFileKind } from '../../../events/constants.js';
import { UPLOAD_LIMITS } from '../../../events/uploads/limits.js';
import { recordUpload } from '../../../tables/files/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { acceptUploads } from '../../http/multipart.js';
import { commitUpload, stageUpload } from '../../http/one-file-upload.js';
import type { UploadForm } from '../../http/upload-form.js';
import { FIELD_NOT_ALLOWED, FIELD_REQUIRED } from '../../http/validation-messages.js';
import { currentUser } from '../../plugins/auth.js';
import { ReadCheck } from './read-check.js';
import * as s from './schemas.js';

// Upload of an original ECU or TCU read for a software order (issue 9 "Files"), also the way a tuned
// file and a chat or ticket attachment come in. The file streams through the size and type checks into
// the store (hashed and encrypted as it is written) under a temporary name; it gets its address and its
// `uploaded_files` row only once the whole request has arrived and passed every check. A request cut
// off or refused half way leaves nothing behind. Orders name the upload by its id (findUpload in
// tables/files/queries.ts).

/** Those who order software (spec section 6), and the calibrators, whose tuned files an order then names (order-software/deliver). */
const ORDERING = ['Admin', 'Calibrator', 'Distributor', 'Dealer', 'SubDealer'] as const;
const KIND_FIELD = 'kind';

const READ_FORM: UploadForm = {
  limit: UPLOAD_LIMITS.read,
  file: 'the ECU or TCU read (a binary read, Intel HEX, Motorola S-record or a tool\'s container)',
  fields: { [KIND_FIELD]: Type.Union(ORIGINAL_FILE_KINDS.map((kind) => Type.Literal(kind)), { description: 'ECU or TCU, before or after the file' }) },
  refusals: { required: s.ORIGINAL_FILE_REQUIRED, tooLarge: s.FILE_TOO_LARGE, nameTooLong: s.FILE_NAME_TOO_LONG, nameInvalid: s.FILE_NAME_INVALID },
};

const isKind = (value: string): value is OriginalFileKind => (ORIGINAL_FILE_KINDS as readonly string[]).includes(value);

export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);

  app.post('/files/upload', {
    schema: {
      tags: ['files'],
      summary: 'Upload an original ECU or TCU read',
      description: 'The form: `kind` and one `file` (api/CONTRACT.md "Files", "Upload limits")',
      response: { 201: s.UploadedFile, 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 503: ErrorSchema },
    },
    config: { roles: ORDERING, upload: READ_FORM },
  }, async (request, reply) => {
    const user = currentUser(request);
    const { file: staged, name, fields } = await stageUpload(request, () => new ReadCheck(), 'an upload');
    const kind = fields[KIND_FIELD];
    if (kind === undefined || !isKind(kind)) {
      await staged.discard();
      throw kind === undefined
        ? new HttpError(400, FIELD_REQUIRED, { field: KIND_FIELD })
        : new HttpError(400, FIELD_NOT_ALLOWED, { field: KIND_FIELD, allowed: ORIGINAL_FILE_KINDS.join(', ') });
    }
    await commitUpload(request, staged, 'an upload');
    // A crash between commit and insert leaves a stored file that no row names: harmless, the next upload of it reuses it.
    const row = await recordUpload(app.db, { sha256: staged.sha256, size: staged.size, name, kind, uploadedBy: user.id });
    return reply.code(201).send(s.toUploadedFile(row));
  });
};
