import type { FastifyRequest } from 'fastify';
import type { Readable, Transform } from 'node:stream';
import { FileTooLarge, type StagedFile } from '../services/files/store.js';
import { HttpError, Refusal } from './errors.js';
import { readUpload, throughCheck, uploadFormOf, type Upload } from './multipart.js';
import { isBrokenUpload, tooLarge, UPLOAD_ERROR } from './upload-form.js';

// An upload kept in the file store (a read, a downloads file, the terms PDF): its bytes stream through
// the multipart reader's size check and the route's content check into the store under a temporary
// name. The caller commits the stage only when every check passed; a refused or cut-off upload leaves
// nothing stored.

/**
 * The route's form read (multipart.ts) with its file staged through `check` (a fresh content check
 * that fails the stream when the bytes are not of the accepted type); `what` names it in the log.
 */
export const stageUpload = (request: FastifyRequest, check: () => Transform, what: string): Promise<Upload<StagedFile>> => {
  const form = uploadFormOf(request);
  const stage = (file: Readable) =>
    request.server.files.stage(throughCheck(file, check()), { maxBytes: form.limit.maxBytes }).catch((error: unknown) => {
      if (error instanceof Refusal || isBrokenUpload(request, error as Error)) throw error;
      if (error instanceof FileTooLarge) throw tooLarge(form);
      request.log.error({ err: error }, `storing ${what} failed`);
      throw new HttpError(503, UPLOAD_ERROR);
    });
  return readUpload(request, stage, (staged) => staged.discard());
};

/** Gives a staged upload its address; a store that fails is a 503 "Upload Error", nothing kept. */
export const commitUpload = async (request: FastifyRequest, staged: StagedFile, what: string): Promise<void> => {
  try {
    await staged.commit();
  } catch (error) {
    await staged.discard();
    request.log.error({ err: error }, `storing ${what} failed`);
    throw new HttpError(503, UPLOAD_ERROR);
  }
};
