import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { UPLOAD_LIMITS, UPLOAD_NAME_MAX } from '../../../events/uploads/limits.js';
import { problem } from '../../../events/problem.js';
import { ErrorSchema } from '../../http/errors.js';
import { acceptUploads } from '../../http/multipart.js';
import { commitUpload, stageUpload } from '../../http/one-file-upload.js';
import type { UploadForm } from '../../http/upload-form.js';
import { currentUser } from '../../plugins/auth.js';
import { commandEventIdOf } from '../softwareOrders/access.js';
import { ADMIN, runSectionCommand, liveSection } from './commands.js';
import { GeneralFileCheck } from './file-check.js';
import { Section, SectionParams } from './schemas.js';

// An Admin's upload of one file into a section (api/CONTRACT.md "Upload limits"). The file streams
// through the size and type checks into the store under a temporary name; it gets its address only
// when the whole request arrived and passed every check, and only then does the section's
// DownloadFileAdded name it by its hash. A refused or cut-off upload leaves nothing.

export const GENERAL_FILE_REQUIRED = problem('GENERAL_FILE_REQUIRED', 'Please choose one file to upload');
export const GENERAL_FILE_TOO_LARGE = problem('GENERAL_FILE_TOO_LARGE', 'The file must not exceed {limit}', { limit: UPLOAD_LIMITS.generalFile.label });
export const GENERAL_FILE_NAME_INVALID = problem('GENERAL_FILE_NAME_INVALID', 'The file name must have 1 to {max} characters without control characters', { max: UPLOAD_NAME_MAX });

const GENERAL_FILE_FORM: UploadForm = {
  limit: UPLOAD_LIMITS.generalFile,
  file: 'a PDF, ZIP, PNG or JPEG file',
  refusals: { required: GENERAL_FILE_REQUIRED, tooLarge: GENERAL_FILE_TOO_LARGE, nameTooLong: GENERAL_FILE_NAME_INVALID, nameInvalid: GENERAL_FILE_NAME_INVALID },
};

export const generalFileUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);

  app.post('/general-files/upload/:id', {
    schema: {
      tags: ['downloads'], summary: 'Upload a file into a downloads section', params: SectionParams,
      description: 'The form: one `file` (api/CONTRACT.md "Downloads, feedback and contact", "Upload limits")',
      response: { 201: Section, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 503: ErrorSchema },
    },
    config: { ...ADMIN, upload: GENERAL_FILE_FORM },
  }, async (request, reply) => {
    const user = currentUser(request);
    const section = await liveSection(app, request.params.id);
    const { file: staged, name } = await stageUpload(request, () => new GeneralFileCheck(), 'a general file');
    await commitUpload(request, staged, 'a general file');
    // A refusal after the commit (the section deleted meanwhile) leaves a stored file no event names: harmless, as for every upload.
    const answer = await runSectionCommand(app, section.id, {
      type: 'AddFile', sectionId: section.id, eventId: commandEventIdOf(request, user.id, `general-file:${section.id}`), by: user.id, at: app.now().toISOString(),
      file: { fileId: randomUUID(), sha256: staged.sha256, size: staged.size, name },
    });
    return reply.code(201).send(answer);
  });
};
