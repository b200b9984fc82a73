import { describe, expect, it } from 'vitest';
import { opensSearch } from './shortcut';

const key = (k: string, extra: Partial<Parameters<typeof opensSearch>[0]> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target: { tagName: 'BODY' }, ...extra });

describe('opensSearch', () => {
  it('opens on Ctrl+K and ⌘K, even while typing in a field', () => {
    expect(opensSearch(key('k', { ctrlKey: true }))).toBe(true);
    expect(opensSearch(key('K', { metaKey: true, target: { tagName: 'INPUT' } }))).toBe(true);
  });

  it('opens on "/" only outside fields, where it is not a character being typed', () => {
    expect(opensSearch(key('/'))).toBe(true);
    expect(opensSearch(key('/', { target: { tagName: 'INPUT' } }))).toBe(false);
    expect(opensSearch(key('/', { target: { tagName: 'TEXTAREA' } }))).toBe(false);
    expect(opensSearch(key('/', { target: { tagName: 'DIV', isContentEditable: true } }))).toBe(false);
  });

  it('leaves other keys alone', () => {
    expect(opensSearch(key('k'))).toBe(false);
    expect(opensSearch(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});
