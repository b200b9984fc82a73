import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { GENERAL_FILE_MAX_BYTES, GENERAL_FILE_NAME_MAX } from '../../../events/downloads/limits.js';
import { problem } from '../../../events/problem.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { stageOneFile } from '../../http/one-file-upload.js';
import { currentUser } from '../../plugins/auth.js';
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

/** The form's one file, staged; any other part is refused and whatever was staged is discarded. */
const readFile = (request: FastifyRequest) => stageOneFile(request, {
  maxBytes: GENERAL_FILE_MAX_BYTES,
  maxNameLength: GENERAL_FILE_NAME_MAX,
  check: () => new GeneralFileCheck(),
  refusals: { required: GENERAL_FILE_REQUIRED, tooLarge: GENERAL_FILE_TOO_LARGE, nameInvalid: GENERAL_FILE_NAME_INVALID, storeFailed: GENERAL_UPLOAD_ERROR },
  what: 'a general file',
});

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
