import { readFileSync, writeFileSync } from 'node:fs';
import { homedir, hostname } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runAgent } from './encryption/agent.js';
import { runCipher, ToolFileRefused, toolDecryptor, toolEncryptor } from './encryption/cipher.js';
import { toolKeyFor } from './encryption/key.js';

// The encryption agent: this repository's stand-in for the business's desktop application (issue 10).
//
//   npm run encryption-agent -- --url http://localhost:3000 --secret <agent secret>
//   npm run encryption-agent -- encrypt-file plain.bin read.enc     (a tool-encrypted read, for demos and tests)
//   npm run encryption-agent -- decrypt-file read.enc plain.bin
//
// Settings: --url / ENCRYPTION_AGENT_URL; --secret / ENCRYPTION_AGENT_SECRET (or --secret-file: the
// server's DATA_DIR/encryption-agent-secret); --key / ENCRYPTION_AGENT_TOOL_KEY (64 hex), else a key
// generated once in --dir / ENCRYPTION_AGENT_DIR; --name; --chunk-delay-ms (tests: a slow agent).

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: process.env.ENCRYPTION_AGENT_URL ?? 'http://localhost:3000' },
    secret: { type: 'string', default: process.env.ENCRYPTION_AGENT_SECRET },
    'secret-file': { type: 'string' },
    key: { type: 'string', default: process.env.ENCRYPTION_AGENT_TOOL_KEY },
    dir: { type: 'string', default: process.env.ENCRYPTION_AGENT_DIR ?? join(homedir(), '.tuning-portal-encryption-agent') },
    name: { type: 'string', default: hostname() },
    'chunk-delay-ms': { type: 'string', default: '0' },
  },
});

const log = (line: string) => console.log(`${new Date().toISOString()} encryption-agent ${line}`);
const fail = (message: string): never => {
  console.error(`encryption-agent: ${message}`);
  process.exit(1);
};

const key = toolKeyFor({ key: values.key || undefined, dir: values.dir });
const [command = 'run', input, output] = positionals;

if (command === 'encrypt-file' || command === 'decrypt-file') {
  if (!input || !output) fail(`usage: ${command} <input> <output>`);
  try {
    const cipher = command === 'encrypt-file' ? toolEncryptor(key) : toolDecryptor(key);
    writeFileSync(output!, runCipher(cipher, [readFileSync(input!)]));
  } catch (error) {
    fail(error instanceof ToolFileRefused ? error.reason : String(error));
  }
} else if (command === 'run') {
  const secret = values.secret || (values['secret-file'] ? readFileSync(values['secret-file'], 'utf8').trim() : '');
  if (!secret) fail('the agent secret is missing: --secret, ENCRYPTION_AGENT_SECRET or --secret-file');
  const chunkDelayMs = Number(values['chunk-delay-ms']);
  if (!Number.isInteger(chunkDelayMs) || chunkDelayMs < 0) fail('--chunk-delay-ms must be a whole number of milliseconds');
  const agent = runAgent({ url: values.url, secret, key, name: values.name, chunkDelayMs, log });
  const stop = () => agent.stop();
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await agent.done;
  process.exit();
} else {
  fail(`unknown command ${command}: run (default), encrypt-file or decrypt-file`);
}
