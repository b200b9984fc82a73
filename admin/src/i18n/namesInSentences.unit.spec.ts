import { describe, expect, it } from 'vitest';
import type { I18nProvider } from 'react-admin';
import { raEnglish } from './ra-en';
import { raSpanish } from './ra-es';
import { inSentence, withNamesInSentences } from './namesInSentences';

/** A provider over react-admin's own texts, interpolating like i18next does. */
const providerOf = (texts: object): I18nProvider => ({
  translate: (key, options) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
    return typeof text === 'string' ? text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options?.[name] ?? '')) : key;
  },
  changeLocale: async () => undefined,
  getLocale: () => 'en',
});

describe('resource names inside sentences', () => {
  it('reads "No movements yet." and "Todavía no hay movimientos.", not the menu\'s Title Case', () => {
    expect(withNamesInSentences(providerOf(raEnglish)).translate('ra.page.empty', { name: 'Movements' })).toBe('No movements yet.');
    expect(withNamesInSentences(providerOf(raSpanish)).translate('ra.page.empty', { name: 'Movimientos' })).toBe('Todavía no hay movimientos.');
    expect(withNamesInSentences(providerOf(raEnglish)).translate('ra.navigation.no_results', { name: 'Sub-users' })).toBe('No sub-users found');
  });

  it('keeps acronyms and leaves titles alone', () => {
    expect(inSentence('VIN searches')).toBe('VIN searches');
    expect(inSentence('ECU options')).toBe('ECU options');
    expect(withNamesInSentences(providerOf(raEnglish)).translate('ra.page.create', { name: 'Coupon' })).toBe('Create Coupon');
  });
});
