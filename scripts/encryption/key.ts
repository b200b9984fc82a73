import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOOL_KEY_BYTES } from '../../events/encryption/container.js';

// The tool key lives only here, in the desktop application: ENCRYPTION_AGENT_TOOL_KEY (--key), or
// a key generated once into the agent's own directory. The server never sees it.

const HEX_KEY = new RegExp(`^[0-9a-fA-F]{${TOOL_KEY_BYTES * 2}}$`);
export const TOOL_KEY_FILE = 'tool-key';

export const toolKeyFor = ({ key, dir }: { key?: string; dir: string }): Buffer => {
  if (key) {
    if (!HEX_KEY.test(key)) throw new Error(`the tool key must be ${TOOL_KEY_BYTES * 2} hexadecimal characters`);
    return Buffer.from(key, 'hex');
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, TOOL_KEY_FILE);
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(TOOL_KEY_BYTES).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!HEX_KEY.test(text)) throw new Error(`${file} does not hold a ${TOOL_KEY_BYTES * 2}-character hexadecimal key`);
  return Buffer.from(text, 'hex');
};
