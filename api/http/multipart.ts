import type { FastifyRequest } from 'fastify';
import { finished, type Readable, type Transform } from 'node:stream';
import { problem } from '../../events/problem.js';

// A multipart body the parser cannot read (no boundary, cut short, a broken part header) is the
// client's mistake: a 400 on every upload route, decided here once for the error handler.

export const UPLOAD_BROKEN = problem('UPLOAD_BROKEN', 'The upload is incomplete or not a valid form: please choose the file and send it again');

// busboy's own errors carry no code, only these texts; a stream cut short is Node's premature close.
const PARSER_TEXT = /^(Multipart: |Malformed part header|Unexpected end of (form|file)|Part terminated early)/;

/** True when `error` comes from reading a malformed multipart body of `request`. */
export const isBrokenUpload = (request: FastifyRequest, error: { message?: string; code?: string }): boolean =>
  request.isMultipart?.() === true && (PARSER_TEXT.test(error.message ?? '') || error.code === 'ERR_STREAM_PREMATURE_CLOSE');

/**
 * A part's bytes through a content check. A refused file is drained rather than destroyed, so the
 * parser still reads the request to its end and the answer reaches the client; a part that ends
 * without its closing boundary (the client went away) fails the check's stream.
 */
export const throughCheck = (file: Readable, check: Transform): Readable => {
  finished(file, (error) => error && check.destroy(error));
  check.on('error', () => {
    file.unpipe(check);
    file.resume();
  });
  return file.pipe(check);
};
