import type { I18nProvider } from 'react-admin';

// react-admin fills a few sentences with a resource's menu label ("No %{name} yet." with
// "Movements" read "No Movements yet."): inside a sentence the label is a common noun.

/** The react-admin sentences that name a resource in the middle of the text. */
const SENTENCES = new Set(['ra.page.empty', 'ra.navigation.no_results', 'ra.navigation.no_filtered_results']);

/** A label as a word inside a sentence: lower case first, unless its first word is an acronym ("VIN searches", "DSG options"). */
export const inSentence = (label: string): string => {
  const first = label.split(/[\s-]/)[0];
  return (first.match(/[A-Z]/g) ?? []).length > 1 ? label : label.charAt(0).toLocaleLowerCase() + label.slice(1);
};

/** The provider, with resource names in those sentences written as common nouns. */
export const withNamesInSentences = (provider: I18nProvider): I18nProvider => ({
  ...provider,
  translate: (key, options) =>
    provider.translate(key, SENTENCES.has(key) && typeof options?.name === 'string' ? { ...options, name: inSentence(options.name) } : options),
});
