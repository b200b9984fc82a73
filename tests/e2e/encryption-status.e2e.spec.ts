import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { startAgent, type AgentProcess } from '../support/encryption-agent.js';
import { openAs, useE2E } from './browser.js';

// Spec section 4 and issue 10: the top bar of an administrator shows the encryption service online
// or offline, and switches without a reload when the real agent process stops and starts.

let dir = '';
const agents: AgentProcess[] = [];
const e2e = useE2E({}, async () => {
  dir = await mkdtemp(join(tmpdir(), 'encryption-e2e-'));
});
// Registered after useE2E's, so it runs before the portal closes: the agents stop first.
afterAll(async () => {
  for (const agent of agents) await agent.stop('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

const agent = () => {
  const started = startAgent({ url: e2e.baseUrl, secret: e2e.portal.services.encryptionAgentSecret, dir });
  agents.push(started);
  return started;
};

describe('the encryption service status in the browser', () => {
  it('switches when the agent stops and starts', async () => {
    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', '/dashboard');
    const chip = admin.getByTestId('encryption-status');
    await admin.getByText('Encryption service offline').waitFor();
    await chip.and(admin.locator('[data-status="offline"]')).waitFor();

    const first = agent();
    await admin.getByText('Encryption service online').waitFor();
    await first.stop();
    await admin.getByText('Encryption service offline').waitFor();
    agent();
    await admin.getByText('Encryption service online').waitFor();
  });

  it('is not shown to a dealer', async () => {
    const dealer = await e2e.newPage();
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    await dealer.getByTestId('top-bar-balance').waitFor();
    if (await dealer.getByTestId('encryption-status').count()) throw new Error('a dealer sees the encryption status');
  });
});
