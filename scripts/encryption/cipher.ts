import { createCipheriv, createDecipheriv, randomBytes, type DecipherGCM } from 'node:crypto';
import { TOOL_HEADER_BYTES, TOOL_IV_BYTES, TOOL_KEY_BYTES, TOOL_MAGIC, TOOL_TAG_BYTES, isToolEncrypted, toolIv } from '../../events/encryption/container.js';

// The desktop application's cipher (events/encryption/container.ts has the format), streamed: a
// read is never held whole. A decryption passes plaintext on before the tag is checked at the end,
// so whoever receives it must drop everything when `final` throws (the server's stage does).

/** Why the agent refuses an input: stored as the job's failure reason. */
export type ToolRefusal = 'not a tool-encrypted file' | 'wrong key or damaged file';

export class ToolFileRefused extends Error {
  constructor(readonly reason: ToolRefusal) {
    super(reason);
    this.name = 'ToolFileRefused';
  }
}

export type ToolCipher = { update(chunk: Buffer): Buffer; final(): Buffer };

const checkKey = (key: Buffer) => {
  if (key.length !== TOOL_KEY_BYTES) throw new Error(`the tool key must be ${TOOL_KEY_BYTES} bytes`);
};

/** Plaintext in, a container out: header first, tag last. */
export const toolEncryptor = (key: Buffer, iv: Buffer = randomBytes(TOOL_IV_BYTES)): ToolCipher => {
  checkKey(key);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  let header: Buffer | null = Buffer.concat([TOOL_MAGIC, iv]);
  return {
    update: (chunk) => {
      const out = cipher.update(chunk);
      if (!header) return out;
      const first = Buffer.concat([header, out]);
      header = null;
      return first;
    },
    final: () => Buffer.concat([header ?? Buffer.alloc(0), cipher.final(), cipher.getAuthTag()]),
  };
};

/** A container in, plaintext out. The last 16 bytes seen are held back: they may be the tag. */
export const toolDecryptor = (key: Buffer): ToolCipher => {
  checkKey(key);
  let pending = Buffer.alloc(0);
  let decipher: DecipherGCM | null = null;
  const refuse = (reason: ToolRefusal): never => {
    throw new ToolFileRefused(reason);
  };
  return {
    update: (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      if (!decipher) {
        if (pending.length >= TOOL_MAGIC.length && !isToolEncrypted(pending)) refuse('not a tool-encrypted file');
        if (pending.length < TOOL_HEADER_BYTES) return Buffer.alloc(0);
        decipher = createDecipheriv('aes-256-gcm', key, toolIv(pending)!);
        pending = pending.subarray(TOOL_HEADER_BYTES);
      }
      if (pending.length <= TOOL_TAG_BYTES) return Buffer.alloc(0);
      const body = pending.subarray(0, pending.length - TOOL_TAG_BYTES);
      pending = Buffer.from(pending.subarray(pending.length - TOOL_TAG_BYTES));
      return decipher.update(body);
    },
    final: () => {
      if (!decipher || pending.length < TOOL_TAG_BYTES) return refuse(decipher ? 'wrong key or damaged file' : 'not a tool-encrypted file');
      decipher.setAuthTag(pending);
      try {
        return decipher.final();
      } catch {
        return refuse('wrong key or damaged file');
      }
    },
  };
};

/** A whole buffer through a cipher (the CLI and the tests). */
export const runCipher = (cipher: ToolCipher, chunks: Iterable<Buffer>): Buffer => {
  const out: Buffer[] = [];
  for (const chunk of chunks) out.push(cipher.update(chunk));
  out.push(cipher.final());
  return Buffer.concat(out);
};
