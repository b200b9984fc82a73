import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCatalogue, renderCatalogue } from '../../scripts/docs/event-catalogue.js';

// docs/events.md is generated from events/*/events.ts: an event added or changed without
// `npm run docs` fails here, so the catalogue a partner reads is the one the code writes.

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the event catalogue', () => {
  const features = readCatalogue(root);

  it('reads every feature and its event types with their fields', () => {
    const accounts = features.find((feature) => feature.folder === 'accounts');
    expect(accounts?.streams.join()).toContain('user-');
    const registered = accounts?.events.find((event) => event.type === 'UserRegistered');
    expect(registered?.fields.map((field) => field.name)).toEqual(expect.arrayContaining(['userId', 'email', 'roles', 'parentId', 'at']));
    const ledger = features.find((feature) => feature.folder === 'credit');
    expect(ledger?.events.map((event) => event.type)).toContain('CreditsTransferred');
    expect(features.every((feature) => feature.events.length > 0)).toBe(true);
  });

  it('is what docs/events.md says (run `npm run docs` after changing an event)', () => {
    expect(readFileSync(new URL('../../docs/events.md', import.meta.url), 'utf8')).toBe(renderCatalogue(features));
  });
});
