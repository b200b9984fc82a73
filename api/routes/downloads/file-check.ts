import { Transform, type TransformCallback } from 'node:stream';
import { problem } from '../../../events/problem.js';
import { HttpError } from '../../http/errors.js';

// What a general file may be (our reading of the downloads page: manuals, price lists, pictures and
// tool packages): a PDF, a ZIP (so also docx/xlsx), a PNG or a JPEG, recognised by its first bytes
// whatever its name says. Anything else, an empty file included, is refused before it is kept.

export const GENERAL_FILE_TYPE = problem('GENERAL_FILE_TYPE', 'The file type is not supported: upload a PDF, ZIP, PNG or JPEG file');
export const GENERAL_FILE_EMPTY = problem('GENERAL_FILE_EMPTY', 'The file is empty');

const SIGNATURES = [
  Buffer.from('%PDF-', 'latin1'),
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xd8, 0xff]),
];
/** Enough bytes for the longest signature. */
const HEAD_BYTES = Math.max(...SIGNATURES.map((s) => s.length));

export const isGeneralFile = (head: Buffer) => SIGNATURES.some((signature) => head.length >= signature.length && head.subarray(0, signature.length).equals(signature));

/** Passes the bytes on once their head shows an allowed type; otherwise fails the stream with the refusal. */
export class GeneralFileCheck extends Transform {
  private head = Buffer.alloc(0);
  private checked = false;

  private verdict(): HttpError | null {
    this.checked = true;
    if (this.head.length === 0) return new HttpError(400, GENERAL_FILE_EMPTY);
    return isGeneralFile(this.head) ? null : new HttpError(415, GENERAL_FILE_TYPE);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.checked) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < HEAD_BYTES) return done();
    const refused = this.verdict();
    done(refused ?? null, refused ? undefined : this.head);
  }

  override _flush(done: TransformCallback) {
    if (this.checked) return done();
    const refused = this.verdict();
    if (!refused) this.push(this.head);
    done(refused ?? null);
  }
}
