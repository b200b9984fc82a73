import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Transform, type TransformCallback } from 'node:stream';
import { problem } from '../../../events/problem.js';
import { UPLOAD_LIMITS, UPLOAD_NAME_MAX } from '../../../events/uploads/limits.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { acceptUploads } from '../../http/multipart.js';
import { commitUpload, stageUpload } from '../../http/one-file-upload.js';
import type { UploadForm } from '../../http/upload-form.js';
import { currentUser } from '../../plugins/auth.js';
import { withAccountEvents } from '../account-events.js';
import { sendStoredFile } from '../files/download.js';
import { CompanyQuery, CompanyView } from './schemas.js';
import { COMPANY_ROLES, readableAccount, readCompanyView } from './read.js';

// Spec section 7 user/upload-terms: an account's own terms (a PDF), kept in the content-addressed
// file store like every upload; the TermsUploaded event names it by its SHA-256, never its bytes.

export const TERMS_FILE_REQUIRED = problem('TERMS_FILE_REQUIRED', 'Please choose the PDF of your terms');
export const TERMS_NOT_PDF = problem('TERMS_NOT_PDF', 'The terms must be a PDF file');
export const TERMS_TOO_LARGE = problem('TERMS_TOO_LARGE', 'The file must not exceed {limit}', { limit: UPLOAD_LIMITS.terms.label });
export const TERMS_NAME_INVALID = problem('TERMS_NAME_INVALID', 'The file name must have 1 to {max} characters without control characters', { max: UPLOAD_NAME_MAX });
export const TERMS_NOT_FOUND = problem('TERMS_NOT_FOUND', 'No terms uploaded');

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Passes the bytes on once they start like a PDF; anything else fails the stream. */
class PdfCheck extends Transform {
  private head = Buffer.alloc(0);
  private checked = false;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.checked) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < PDF_MAGIC.length) return done();
    if (!this.head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return done(new HttpError(415, TERMS_NOT_PDF));
    this.checked = true;
    done(null, this.head);
  }
  override _flush(done: TransformCallback) {
    done(this.checked ? null : new HttpError(415, TERMS_NOT_PDF));
  }
}

const TERMS_FORM: UploadForm = {
  limit: UPLOAD_LIMITS.terms,
  file: 'the terms, a PDF',
  refusals: { required: TERMS_FILE_REQUIRED, tooLarge: TERMS_TOO_LARGE, nameTooLong: TERMS_NAME_INVALID, nameInvalid: TERMS_NAME_INVALID },
};

export const termsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);

  app.post('/user/upload-terms', {
    schema: {
      tags: ['company'], summary: 'Upload the account\'s terms (PDF)',
      description: 'The form: one PDF `file` (api/CONTRACT.md "Company information", "Upload limits")',
      response: { 201: CompanyView, 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 503: ErrorSchema },
    },
    config: { ...COMPANY_ROLES, upload: TERMS_FORM },
  }, async (request, reply) => {
    const user = currentUser(request);
    const { file: staged, name } = await stageUpload(request, () => new PdfCheck(), 'terms');
    await commitUpload(request, staged, 'terms');
    const now = app.now();
    await withAccountEvents(app, async (trx, record) => {
      const terms = { terms_sha256: staged.sha256, terms_name: name, terms_size: staged.size, terms_uploaded_at: now, updated_at: now };
      await trx.insertInto('companies').values({ user_id: user.id, completed_at: null, ...terms }).onConflict((oc) => oc.column('user_id').doUpdateSet(terms)).execute();
      await record('TermsUploaded', { userId: user.id, sha256: staged.sha256, size: staged.size, name, at: now.toISOString() });
    });
    return reply.code(201).send(await readCompanyView(app, user.id));
  });

  app.get('/company/terms', {
    schema: { tags: ['company'], querystring: CompanyQuery, response: { 404: ErrorSchema } }, config: COMPANY_ROLES,
  }, async (request, reply) => {
    const userId = await readableAccount(app, currentUser(request), request.query.userId);
    const row = await app.db.selectFrom('companies').select(['terms_sha256', 'terms_name', 'terms_size']).where('user_id', '=', userId).executeTakeFirst();
    if (!row?.terms_sha256) throw new HttpError(404, TERMS_NOT_FOUND);
    return sendStoredFile(app, reply, { sha256: row.terms_sha256, size: Number(row.terms_size), name: row.terms_name ?? 'terms.pdf' }, TERMS_NOT_FOUND);
  });
};
