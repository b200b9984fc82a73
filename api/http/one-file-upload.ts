import type { FastifyRequest } from 'fastify';
import type { Transform } from 'node:stream';
import { FileTooLarge, type StagedFile } from '../services/files/store.js';
import { HttpError, Refusal, type Problem } from './errors.js';
import { isBrokenUpload, throughCheck, UPLOAD_BROKEN } from './multipart.js';
import { FIELD_UNKNOWN } from './validation-messages.js';

// A form that holds one file and nothing else (the terms PDF, a downloads file): its bytes stream
// through the route's content check into the store under a temporary name. The caller commits the
// stage only when every check passed; a refused or cut-off upload leaves nothing stored.

const CONTROL = /[\u0000-\u001f\u007f]/;

export type OneFileRules = {
  maxBytes: number;
  maxNameLength: number;
  /** A fresh check per part: fails the stream when the bytes are not of the accepted type. */
  check: () => Transform;
  /** What the answers say: no file, a file too large, a bad name, the store failing. */
  refusals: { required: Problem; tooLarge: Problem; nameInvalid: Problem; storeFailed: Problem };
  /** Names the upload in the server log when the store fails. */
  what: string;
};

const validName = (name: string, max: number) => Boolean(name.trim()) && [...name].length <= max && !CONTROL.test(name);

/** The form's one file, staged; any other part is refused and whatever was staged is discarded. */
export const stageOneFile = async (request: FastifyRequest, rules: OneFileRules): Promise<{ staged: StagedFile; name: string }> => {
  const { refusals } = rules;
  let staged: StagedFile | undefined;
  let name = '';
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') throw new HttpError(400, FIELD_UNKNOWN, { name: part.fieldname });
      name = part.filename;
      if (!validName(name, rules.maxNameLength)) {
        part.file.resume();
        throw new HttpError(400, refusals.nameInvalid);
      }
      staged = await request.server.files.stage(throughCheck(part.file, rules.check()), { maxBytes: rules.maxBytes }).catch((error: unknown) => {
        if (error instanceof Refusal || isBrokenUpload(request, error as Error)) throw error;
        if (error instanceof FileTooLarge) throw new HttpError(413, refusals.tooLarge);
        request.log.error({ err: error }, `storing ${rules.what} failed`);
        throw new HttpError(503, refusals.storeFailed);
      });
      // The parser stops a file at the limit and marks it cut: what was staged is not the whole file.
      if (part.file.truncated) throw new HttpError(413, refusals.tooLarge);
    }
    // Only a request read to its end counts.
    if (!request.raw.readableEnded) throw new HttpError(400, UPLOAD_BROKEN);
    if (!staged) throw new HttpError(400, refusals.required);
    return { staged, name };
  } catch (error) {
    await staged?.discard();
    // The client went away: nobody reads the answer, and it is no server error to log.
    if (request.raw.readableAborted) throw new HttpError(400, UPLOAD_BROKEN);
    const { code } = error as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, refusals.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(400, refusals.required);
    throw error;
  }
};
