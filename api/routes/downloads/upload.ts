import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { GENERAL_FILE_MAX_BYTES, GENERAL_FILE_NAME_MAX } from '../../../events/downloads/limits.js';
import { problem } from '../../../events/problem.js';
import { ErrorSchema, HttpError, Refusal } from '../../http/errors.js';
import { isBrokenUpload, throughCheck, UPLOAD_BROKEN } from '../../http/multipart.js';
import { FIELD_UNKNOWN } from '../../http/validation-messages.js';
import { currentUser } from '../../plugins/auth.js';
import { FileTooLarge, type StagedFile } from '../../services/files/store.js';
import { commandEventIdOf } from '../softwareOrders/access.js';
import { ADMIN, runSectionCommand, liveSection } from './commands.js';
import { GeneralFileCheck } from './file-check.js';
import { Section, SectionParams } from './schemas.js';

// An Admin's upload of one file into a section (spec section 5's 10MB reading, a name of at most 100
// characters). The file streams through the type check into the store under a temporary name; it
// gets its address only when the whole request arrived and passed every check, and only then does
// the section's DownloadFileAdded name it by its hash. A refused or cut-off upload leaves nothing.

export const GENERAL_FILE_REQUIRED = problem('GENERAL_FILE_REQUIRED', 'Please choose one file to upload');
export const GENERAL_FILE_TOO_LARGE = problem('GENERAL_FILE_TOO_LARGE', 'The file must not exceed 10MB');
export const GENERAL_FILE_NAME_INVALID = problem('GENERAL_FILE_NAME_INVALID', 'The file name must have 1 to {max} characters without control characters', { max: GENERAL_FILE_NAME_MAX });
export const GENERAL_UPLOAD_ERROR = problem('UPLOAD_ERROR', 'Upload Error');

const CONTROL = /[\u0000-\u001f\u007f]/;
const validName = (name: string) => Boolean(name.trim()) && [...name].length <= GENERAL_FILE_NAME_MAX && !CONTROL.test(name);

/** The form's one file, staged; any other part is refused and whatever was staged is discarded. */
const readFile = async (request: FastifyRequest): Promise<{ staged: StagedFile; name: string }> => {
  let staged: StagedFile | undefined;
  let name = '';
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') throw new HttpError(400, FIELD_UNKNOWN, { name: part.fieldname });
      name = part.filename;
      if (!validName(name)) {
        part.file.resume();
        throw new HttpError(400, GENERAL_FILE_NAME_INVALID);
      }
      staged = await request.server.files.stage(throughCheck(part.file, new GeneralFileCheck()), { maxBytes: GENERAL_FILE_MAX_BYTES }).catch((error: unknown) => {
        if (error instanceof Refusal || isBrokenUpload(request, error as Error)) throw error;
        if (error instanceof FileTooLarge) throw new HttpError(413, GENERAL_FILE_TOO_LARGE);
        request.log.error({ err: error }, 'storing a general file failed');
        throw new HttpError(503, GENERAL_UPLOAD_ERROR);
      });
      // The parser stops a file at the limit and marks it cut: what was staged is not the whole file.
      if (part.file.truncated) throw new HttpError(413, GENERAL_FILE_TOO_LARGE);
    }
    // Only a request read to its end counts.
    if (!request.raw.readableEnded) throw new HttpError(400, UPLOAD_BROKEN);
    if (!staged) throw new HttpError(400, GENERAL_FILE_REQUIRED);
    return { staged, name };
  } catch (error) {
    await staged?.discard();
    if (request.raw.readableAborted) throw new HttpError(400, UPLOAD_BROKEN);
    const { code } = error as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, GENERAL_FILE_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(400, GENERAL_FILE_REQUIRED);
    throw error;
  }
};

export const generalFileUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: GENERAL_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 100 } });

  app.post('/general-files/upload/:id', {
    schema: {
      tags: ['downloads'], summary: 'Upload a file into a downloads section', consumes: ['multipart/form-data'], params: SectionParams,
      description: 'multipart/form-data: one `file` (PDF, ZIP, PNG or JPEG) of at most 10MB whose name has at most 100 characters (api/CONTRACT.md "Downloads, feedback and contact")',
      response: { 201: Section, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 503: ErrorSchema },
    },
    config: ADMIN,
  }, async (request, reply) => {
    const user = currentUser(request);
    const section = await liveSection(app, request.params.id);
    if (!request.isMultipart()) throw new HttpError(400, GENERAL_FILE_REQUIRED);
    const { staged, name } = await readFile(request);
    try {
      await staged.commit();
    } catch (error) {
      await staged.discard();
      request.log.error({ err: error }, 'storing a general file failed');
      throw new HttpError(503, GENERAL_UPLOAD_ERROR);
    }
    // A refusal after the commit (the section deleted meanwhile) leaves a stored file no event names: harmless, as for every upload.
    const answer = await runSectionCommand(app, section.id, {
      type: 'AddFile', sectionId: section.id, eventId: commandEventIdOf(request, user.id, `general-file:${section.id}`), by: user.id, at: app.now().toISOString(),
      file: { fileId: randomUUID(), sha256: staged.sha256, size: staged.size, name },
    });
    return reply.code(201).send(answer);
  });
};
