import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../../http/errors.js';
import { classifyUpload, SNIFF_BYTES } from './file-type.js';
import { FILE_EMPTY, FILE_TYPE } from './schemas.js';

/**
 * Passes an upload on to the store once its first bytes show it is a read (file-type.ts); a file
 * that is not fails the stream with the refusal, so the store keeps nothing of it.
 */
export class ReadCheck extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;

  private check(complete: boolean) {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.checked = true;
    const verdict = classifyUpload(head.subarray(0, SNIFF_BYTES), complete);
    if (verdict === 'empty') throw new HttpError(400, FILE_EMPTY);
    if (verdict === 'not_supported') throw new HttpError(415, FILE_TYPE);
    if (head.length) this.push(head);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.checked) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    try {
      if (this.headBytes >= SNIFF_BYTES) this.check(false);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback) {
    try {
      if (!this.checked) this.check(true);
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}
