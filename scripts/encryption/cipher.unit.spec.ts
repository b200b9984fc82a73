import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOOL_HEADER_BYTES, TOOL_MIN_BYTES, isToolEncrypted } from '../../events/encryption/container.js';
import { ToolFileRefused, runCipher, toolDecryptor, toolEncryptor } from './cipher.js';

const key = randomBytes(32);
const read = randomBytes(200_003);
const chunksOf = (bytes: Buffer, size: number) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ToolFileRefused ? error.reason : error;
  }
  return null;
};

describe('the tool-encrypted container', () => {
  const sealed = runCipher(toolEncryptor(key), [read]);

  it('is recognised by its header, a plain read is not', () => {
    expect(isToolEncrypted(sealed)).toBe(true);
    expect(isToolEncrypted(sealed.subarray(0, 8))).toBe(true);
    expect(isToolEncrypted(read)).toBe(false);
    expect(isToolEncrypted(Buffer.from('TPTOOL'))).toBe(false);
    expect(sealed.length).toBe(read.length + TOOL_MIN_BYTES);
  });

  it('decrypts to the same bytes however the container is cut into chunks', () => {
    for (const size of [1, 7, 20, 16, 65_536, sealed.length]) {
      expect(runCipher(toolDecryptor(key), chunksOf(sealed, size)).equals(read)).toBe(true);
    }
  });

  it('encrypts chunk by chunk into a container that decrypts', () => {
    const chunked = runCipher(toolEncryptor(key), chunksOf(read, 1000));
    expect(runCipher(toolDecryptor(key), [chunked]).equals(read)).toBe(true);
  });

  it('holds an empty read', () => {
    const empty = runCipher(toolEncryptor(key), []);
    expect(empty.length).toBe(TOOL_MIN_BYTES);
    expect(runCipher(toolDecryptor(key), [empty]).length).toBe(0);
  });

  it('refuses a plain read, another key, a changed byte and a cut file', () => {
    expect(refusal(() => runCipher(toolDecryptor(key), [read]))).toBe('not a tool-encrypted file');
    expect(refusal(() => runCipher(toolDecryptor(randomBytes(32)), [sealed]))).toBe('wrong key or damaged file');
    const changed = Buffer.from(sealed);
    changed[TOOL_HEADER_BYTES + 5] ^= 1;
    expect(refusal(() => runCipher(toolDecryptor(key), [changed]))).toBe('wrong key or damaged file');
    expect(refusal(() => runCipher(toolDecryptor(key), [sealed.subarray(0, sealed.length - 1)]))).toBe('wrong key or damaged file');
    expect(refusal(() => runCipher(toolDecryptor(key), [sealed.subarray(0, 10)]))).toBe('not a tool-encrypted file');
  });
});
